// graphql-upload 17 types itself with JSDoc in its .mjs files, which TypeScript reads only with allowJs and
// a deep maxNodeModuleJsDepth for the whole project. The three entry points used here, declared by hand.
declare module 'graphql-upload/GraphQLUpload.mjs' {
  import type { GraphQLScalarType } from 'graphql';

  const GraphQLUpload: GraphQLScalarType;
  export default GraphQLUpload;
}

declare module 'graphql-upload/processRequest.mjs' {
  import type { Readable } from 'node:stream';

  /** What the Upload scalar's value (a promise) resolves to. `mimetype` is the client's claim. */
  export interface FileUpload {
    filename: string;
    mimetype: string;
    encoding: string;
    createReadStream(options?: { highWaterMark?: number }): Readable;
  }
}

declare module 'graphql-upload/graphqlUploadExpress.mjs' {
  import type { RequestHandler } from 'express';

  export interface ProcessRequestOptions {
    maxFieldSize?: number;
    maxFileSize?: number;
    maxFiles?: number;
  }

  export default function graphqlUploadExpress(options?: ProcessRequestOptions): RequestHandler;
}
