package io.wirebench.server;

import io.wirebench.core.Binding;
import io.wirebench.core.Codec;
import io.wirebench.core.DataSet;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.core.Response;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.lang.annotation.Annotation;
import java.net.HttpURLConnection;
import java.net.URI;
import java.util.concurrent.atomic.AtomicReference;
import org.glassfish.grizzly.http.server.HttpServer;
import org.glassfish.grizzly.http.server.NetworkListener;
import org.glassfish.jersey.grizzly2.httpserver.GrizzlyHttpContainer;
import org.glassfish.jersey.server.ContainerFactory;
import org.glassfish.jersey.server.ResourceConfig;

/**
 * One large GET response through the stack {@code wirebench http} serves (Grizzly on 127.0.0.1,
 * Jersey configured as {@link BenchServer} configures it, the generic {@link CodecBodyProvider}),
 * for the memory command's {@code jaxrs} target: the server's peak memory while it sends one
 * response. Its caller hands it the binding to write with ({@link #serve}), fresh for every
 * measured run, and the binding's sample is the value: the server holds no copy of the data. Jersey
 * buffers the first 8 KB of an entity to compute a Content-Length; anything larger goes out chunked,
 * so whatever else the server holds is the codec's and Grizzly's doing. The client ({@link #get})
 * reads the body 4 KB at a time and keeps nothing.
 */
public final class LargeResponseServer implements AutoCloseable {
  private final HttpServer server;
  private final NetworkListener listener;
  private final AtomicReference<BindingPool> current;
  private final AtomicReference<Throwable> failure;

  private LargeResponseServer(HttpServer server, NetworkListener listener, AtomicReference<BindingPool> current,
      AtomicReference<Throwable> failure) {
    this.server = server;
    this.listener = listener;
    this.current = current;
    this.failure = failure;
  }

  /** Starts the server on a free loopback port; it serves nothing until {@link #serve}. */
  public static LargeResponseServer start() throws IOException {
    AtomicReference<BindingPool> current = new AtomicReference<>();
    AtomicReference<Throwable> failure = new AtomicReference<>();
    HttpServer server = new HttpServer();
    NetworkListener listener = new NetworkListener("wirebench-large", ServerConfig.HOST, 0);
    server.addListener(listener);
    ServerConfig config = new ServerConfig(0, java.util.List.of(), java.util.List.of(), java.util.List.of(), false,
        ServerConfig.DEFAULT_MAX_BODY, ServerConfig.DEFAULT_MAX_DEPTH, false, ServerConfig.DEFAULT_LIFETIME);
    ResourceConfig rc = BenchServer.application(config);
    rc.register(new CodecBodyProvider());
    rc.register(new Resource(current));
    server.getServerConfiguration().addHttpHandler(
        ContainerFactory.createContainer(GrizzlyHttpContainer.class, rc), "/codec");
    server.start();
    return new LargeResponseServer(server, listener, current, failure);
  }

  /** Serves {@code binding}'s sample with {@code binding} until the next call. */
  public void serve(Codec codec, DataSet<?> dataSet, Binding<Object> binding) {
    failure.set(null);
    // a failure on the server's worker thread (OutOfMemoryError above all) is kept for get()
    Binding<Object> recording = new Binding<Object>(dataSet, binding.sample()) {
      @Override public void write(Object value, OutputStream out) throws IOException {
        try {
          binding.write(value, out);
        } catch (Throwable t) {
          failure.compareAndSet(null, t);
          throw t;
        }
      }

      @Override public Object read(InputStream in) throws IOException {
        return binding.read(in);
      }
    };
    current.set(new BindingPool(codec, dataSet, recording));
  }

  /** Stops serving: the server keeps no reference to the last binding or its value. */
  public void clear() {
    current.set(null);
  }

  /**
   * GETs the value being served and reads the body 4 KB at a time.
   *
   * @return the body's length
   * @throws OutOfMemoryError when the server ran out of memory while writing it (rethrown here, so
   *     a caller in this JVM sees the server's failure as its own)
   * @throws IOException when the response is not a complete 200
   */
  public long get() throws IOException {
    BindingPool pool = current.get();
    if (pool == null) throw new IllegalStateException("serve() a binding first");
    URI uri = URI.create("http://" + ServerConfig.HOST + ":" + listener.getPort() + "/codec/"
        + pool.codec().info().id() + "/" + HttpCell.segment(pool.dataSet().id()));
    HttpURLConnection c = (HttpURLConnection) uri.toURL().openConnection();
    c.setRequestProperty("Accept", pool.mediaType());
    c.setReadTimeout(0);
    long n = 0;
    try {
      int status = c.getResponseCode();
      if (status != 200) throw new IOException("GET " + uri + " answered " + status);
      byte[] buf = new byte[4096];
      try (InputStream in = c.getInputStream()) {
        for (int k; (k = in.read(buf)) >= 0; ) n += k;
      }
    } catch (IOException e) {
      rethrowServerFailure();
      throw e;
    } finally {
      c.disconnect();
    }
    rethrowServerFailure();
    return n;
  }

  private void rethrowServerFailure() {
    Throwable t = failure.get();
    if (t instanceof OutOfMemoryError) throw (OutOfMemoryError) t;
    if (t != null) throw new IllegalStateException("the server failed to write the response: " + t, t);
  }

  @Override public void close() {
    server.shutdownNow();
  }

  /** {@code GET /codec/{codec}/{dataset}}: the value being served, written by the generic provider. */
  @Path("{codec}/{dataset}")
  public static final class Resource {
    private final AtomicReference<BindingPool> current;

    Resource(AtomicReference<BindingPool> current) {
      this.current = current;
    }

    @GET
    public Response get(@PathParam("codec") String codec, @PathParam("dataset") String dataSet) {
      BindingPool pool = current.get();
      if (pool == null || !pool.codec().info().id().equals(codec)) throw new NotFoundException();
      return Response.ok().entity(pool.sample(), new Annotation[] {new Served.Literal(pool)})
          .type(pool.type()).build();
    }
  }
}
