package io.wirebench.server;

import io.wirebench.core.RoundTripGate;
import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.ext.ReaderInterceptor;
import jakarta.ws.rs.ext.ReaderInterceptorContext;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;

/**
 * The request body rules of every application on the server, whatever its provider: a body
 * larger than the cap is answered 413 (at once when its Content-Length says so, otherwise when
 * the provider reads past the cap), and a body the provider cannot read is answered 400, naming
 * the media type and what the library said. A library that recurses through a deeply nested
 * body and overflows the stack is a 400 too; the nesting caps themselves are the libraries'
 * (see {@link ServerConfig#maxDepth}).
 */
public final class EntityLimits implements ContainerRequestFilter, ReaderInterceptor {
  private final long maxBytes;

  EntityLimits(long maxBytes) {
    this.maxBytes = maxBytes;
  }

  @Override public void filter(ContainerRequestContext request) {
    String length = request.getHeaderString(HttpHeaders.CONTENT_LENGTH);
    if (length != null) {
      try {
        if (Long.parseLong(length.trim()) > maxBytes) request.abortWith(Errors.text(413, tooLarge()));
      } catch (NumberFormatException e) {
        request.abortWith(Errors.text(400, "Content-Length " + length + " is not a number"));
      }
    }
  }

  @Override public Object aroundReadFrom(ReaderInterceptorContext context) throws IOException {
    context.setInputStream(new Capped(context.getInputStream(), maxBytes));
    try {
      return context.proceed();
    } catch (WebApplicationException e) {
      // a provider's own 400 (Jersey's JAXB provider) says nothing; say what the library said
      if (e.getResponse().getStatus() != 400 || e.getResponse().hasEntity()) throw e;
      Throwable cause = e.getCause() == null ? e : e.getCause();
      throw Errors.badRequest("malformed " + context.getMediaType() + " body: " + RoundTripGate.describe(cause));
    } catch (Exception | StackOverflowError e) {
      for (Throwable t = e; t != null; t = t.getCause()) {
        if (t instanceof Capped.TooLarge) throw new WebApplicationException(Errors.text(413, tooLarge()));
      }
      String why = e instanceof StackOverflowError ? "it is nested too deeply for the library's recursion"
          : RoundTripGate.describe(e);
      throw Errors.badRequest("malformed " + context.getMediaType() + " body: " + why);
    }
  }

  private String tooLarge() {
    return "the request body is larger than the server's cap of " + maxBytes + " bytes (--max-body)";
  }

  /** Counts what the provider reads and refuses to read past the cap. */
  private static final class Capped extends FilterInputStream {
    private final long max;
    private long read;

    Capped(InputStream in, long max) {
      super(in);
      this.max = max;
    }

    @Override public int read() throws IOException {
      int b = super.read();
      if (b >= 0) count(1);
      return b;
    }

    @Override public int read(byte[] b, int off, int len) throws IOException {
      int n = super.read(b, off, len);
      if (n > 0) count(n);
      return n;
    }

    @Override public long skip(long n) throws IOException {
      long s = super.skip(n);
      count(s);
      return s;
    }

    private void count(long n) throws TooLarge {
      read += n;
      if (read > max) throw new TooLarge();
    }

    /** Thrown through the library's reader, which may wrap it; found again by its class. */
    static final class TooLarge extends IOException {
      private static final long serialVersionUID = 1L;

      TooLarge() {
        super("request body over the cap", null);
      }
    }
  }
}
