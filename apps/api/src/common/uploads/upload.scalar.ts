import { GraphQLScalarType, type GraphQLScalarTypeConfig } from 'graphql';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';

/**
 * An Upload argument's value: the promise of the file, boxed and out of sight of the input pipe. Nest
 * awaits what a parameter's pipes return, and class-transformer (validating the other arguments, which
 * it receives together with this one) chains a promise it finds in a property without handling its
 * failure: either way a missing file would fail outside the resolver instead of as the argument's
 * validation error (see readUpload). A private field is no key that anything walks.
 */
export class UploadArgument {
  readonly #file: Promise<FileUpload>;

  constructor(file: Promise<FileUpload>) {
    this.#file = file;
  }

  get file(): Promise<FileUpload> {
    return this.#file;
  }
}

type UploadConfig = GraphQLScalarTypeConfig<UploadArgument, never>;

/** graphql-upload's `Upload` scalar (multipart request spec), its value boxed as an UploadArgument. */
export const UploadScalar = new GraphQLScalarType<UploadArgument, never>({
  ...(GraphQLUpload.toConfig() as unknown as UploadConfig),
  parseValue: (value) => new UploadArgument(GraphQLUpload.parseValue(value) as Promise<FileUpload>),
});
