import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { clientErrorAnswer, frameworkErrorAnswer } from './error-answers';

/**
 * Fastify's server options that answer, in our format, the errors raised before a request
 * reaches a route, which Nest's exception filter never sees:
 * - `frameworkErrors`: a URL that cannot be decoded (`FST_ERR_BAD_URL`), a path parameter over
 *   the router's 100 characters (`FST_ERR_MAX_PARAM_LENGTH`);
 * - `clientErrorHandler`: what Node's HTTP parser refuses on the connection, before there is a
 *   request (conflicting `Content-Length` headers, `Content-Length` with `Transfer-Encoding`,
 *   headers over 16 KB, a request line that is not HTTP), answered on the socket, then closed.
 * And `routerOptions.maxParamLength` above any URL Node accepts (its headers are 16 KB at most):
 * the router would take a path with a longer parameter for no route at all (a 404 `not_found`
 * where the route's own answer is a 400, e.g. `invalid_game_id`).
 * Give them to the FastifyAdapter's options.
 */
export const frameworkErrorOptions = {
  routerOptions: { maxParamLength: 64 * 1024 },

  frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
    const { status, body } = frameworkErrorAnswer(error);
    void reply.code(status).header('content-type', 'application/json; charset=utf-8').send(JSON.stringify(body));
  },

  clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
    // a connection reset leaves no one to answer
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const { status, body } = clientErrorAnswer(error);
    const payload = JSON.stringify(body);
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
          `Content-Length: ${Buffer.byteLength(payload)}\r\nConnection: close\r\n\r\n${payload}`,
      );
    }
    socket.destroy();
  },
};
