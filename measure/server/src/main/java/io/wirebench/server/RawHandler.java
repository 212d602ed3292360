package io.wirebench.server;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.zip.GZIPOutputStream;
import org.glassfish.grizzly.http.Method;
import org.glassfish.grizzly.http.server.HttpHandler;
import org.glassfish.grizzly.http.server.Request;
import org.glassfish.grizzly.http.server.Response;

/**
 * The raw baseline, {@code /raw/{codec}/{dataset}}: the same bytes the codec's provider sends,
 * from a bare Grizzly handler with no JAX-RS and no serialization. GET writes the encoding the
 * gate proved (with a Content-Length up to Jersey's 8 KB buffer, chunked above it, as Jersey
 * does); POST and PUT read the body to its end, under the same cap, and answer 201 or 204. It is
 * the stack's own ceiling: a provider's req/s over the baseline's is what JAX-RS and the provider
 * cost.
 */
public final class RawHandler extends HttpHandler {
  /** Jersey's default outbound buffer: responses up to it get a Content-Length. */
  static final int CONTENT_LENGTH_BUFFER = 8192;

  private final Catalog catalog;
  private final long maxBody;
  private final boolean gzip;

  RawHandler(Catalog catalog, long maxBody, boolean gzip) {
    this.catalog = catalog;
    this.maxBody = maxBody;
    this.gzip = gzip;
  }

  @Override public void service(Request request, Response response) throws Exception {
    String[] parts = BenchServer.below(request, "/raw").split("/");
    BindingPool pool = parts.length == 2 ? catalog.pool(parts[0], parts[1]).orElse(null) : null;
    byte[] bytes = pool == null ? null : catalog.encoded(parts[0], parts[1]).orElseThrow();
    if (pool == null) {
      text(response, 404, "the raw baseline serves /raw/{codec}/{dataset} for the pairs the server serves");
      return;
    }
    Method m = request.getMethod();
    if (Method.GET.equals(m)) {
      response.setContentType(pool.mediaType());
      boolean compress = gzip && accepts(request.getHeader("Accept-Encoding"));
      if (compress) {
        response.setHeader("Content-Encoding", "gzip");
        try (OutputStream out = new GZIPOutputStream(response.getOutputStream(), 8192)) {
          out.write(bytes);
        }
        return;
      }
      if (bytes.length <= CONTENT_LENGTH_BUFFER) response.setContentLength(bytes.length);
      response.getOutputStream().write(bytes);
    } else if (Method.POST.equals(m) || Method.PUT.equals(m)) {
      if (request.getContentLengthLong() > maxBody) {
        text(response, 413, "the request body is larger than the server's cap of " + maxBody + " bytes (--max-body)");
        return;
      }
      long n = drain(request.getInputStream(), maxBody);
      if (n > maxBody) {
        text(response, 413, "the request body is larger than the server's cap of " + maxBody + " bytes (--max-body)");
      } else if (n == 0) {
        text(response, 400, "the body is empty; send one value");
      } else if (Method.POST.equals(m)) {
        response.setStatus(201);
        response.setHeader("Location", request.getRequestURI());
        response.setContentLength(0);
      } else {
        response.setStatus(204);
      }
    } else {
      response.setHeader("Allow", "GET, POST, PUT");
      text(response, 405, "the raw baseline answers GET, POST and PUT");
    }
  }

  static boolean accepts(String acceptEncoding) {
    return acceptEncoding != null && acceptEncoding.toLowerCase(java.util.Locale.ROOT).contains("gzip");
  }

  private static long drain(InputStream in, long max) throws IOException {
    byte[] buf = new byte[8192];
    long total = 0;
    for (int n; (n = in.read(buf)) >= 0 && total <= max; ) total += n;
    return total;
  }

  static void text(Response response, int status, String message) throws IOException {
    response.setStatus(status);
    response.setContentType("text/plain; charset=utf-8");
    byte[] b = (message + "\n").getBytes(java.nio.charset.StandardCharsets.UTF_8);
    response.setContentLength(b.length);
    response.getOutputStream().write(b);
  }
}
