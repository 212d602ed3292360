package io.wirebench.server;

import jakarta.ws.rs.BadRequestException;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

/** Error responses with a one-line text/plain body that says what was wrong and what to send instead. */
public final class Errors {
  private Errors() {}

  static Response text(int status, String message) {
    return Response.status(status).type(MediaType.TEXT_PLAIN_TYPE).entity(message + "\n").build();
  }

  static BadRequestException badRequest(String message) {
    return new BadRequestException(text(400, message));
  }
}
