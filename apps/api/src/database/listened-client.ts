import { Logger } from '@nestjs/common';
import pg from 'pg';

const logger = new Logger('Database');

/**
 * pg's Client with an 'error' listener from its start. The pool listens to a connection only while it is idle
 * and a query only while it runs: a connection that PostgreSQL ends (a restart) while it is held between two
 * statements emitted an 'error' nobody heard, which ended the process (an API process died so in the chaos
 * load run). Heard here, the connection is just dead: its next statement fails and the pool drops it.
 */
export class ListenedClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    this.on('error', (error) => logger.warn(`a database connection ended: ${error.message}`));
  }
}
