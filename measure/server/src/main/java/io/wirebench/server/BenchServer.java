package io.wirebench.server;

import io.wirebench.core.Codec;
import io.wirebench.core.Codecs;
import io.wirebench.core.DataSet;
import io.wirebench.core.DataSets;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import org.glassfish.grizzly.http.server.HttpHandlerRegistration;
import org.glassfish.grizzly.http.server.HttpServer;
import org.glassfish.grizzly.http.server.NetworkListener;
import org.glassfish.grizzly.http.server.Request;
import org.glassfish.jersey.CommonProperties;
import org.glassfish.jersey.grizzly2.httpserver.GrizzlyHttpContainer;
import org.glassfish.jersey.message.GZipEncoder;
import org.glassfish.jersey.server.ContainerFactory;
import org.glassfish.jersey.server.ResourceConfig;
import org.glassfish.jersey.server.ServerProperties;
import org.glassfish.jersey.server.filter.EncodingFilter;

/**
 * The benchmark server: one Grizzly HTTP server on 127.0.0.1, no servlet container (the study's
 * setup), holding one Jersey application per provider at its own context path, so no provider
 * competes with another for a media type: {@code /jackson}, {@code /jaxb}, {@code /jersey-kryo},
 * {@code /custom}, {@code /text} (the stock providers), {@code /codec/{codec}/{dataset}} (the
 * generic provider), {@code /raw/{codec}/{dataset}} (the baseline without JAX-RS) and
 * {@code /_admin}. Every application disables Jersey's auto-discovery, so it holds only the
 * provider it names (and Jersey's built-in ones).
 */
public final class BenchServer implements AutoCloseable {
  private final HttpServer server;
  private final NetworkListener listener;
  private final Catalog catalog;
  private final CountDownLatch stopped = new CountDownLatch(1);

  private BenchServer(HttpServer server, NetworkListener listener, Catalog catalog) {
    this.server = server;
    this.listener = listener;
    this.catalog = catalog;
  }

  /** Gates the pairs, builds the applications and starts listening. */
  public static BenchServer start(ServerConfig config) throws IOException {
    if (System.getProperty("jdk.xml.maxElementDepth") == null) {
      System.setProperty("jdk.xml.maxElementDepth", String.valueOf(config.maxDepth()));
    }
    Codecs registry = Codecs.load();
    List<Codec> codecs = new ArrayList<>();
    for (String id : config.codecs()) codecs.add(registry.require(id));
    List<DataSet<?>> dataSets = new ArrayList<>();
    for (String id : config.dataSets()) dataSets.add(DataSets.require(id));
    Catalog catalog = new Catalog(codecs, dataSets);

    HttpServer server = new HttpServer();
    NetworkListener listener = new NetworkListener("wirebench", config.listen(), config.port());
    server.addListener(listener);
    BenchServer bench = new BenchServer(server, listener, catalog);
    var sc = server.getServerConfiguration();
    for (String id : config.stock()) {
      StockProvider p = StockProvider.of(id);
      ResourceConfig rc = application(config);
      p.configure(rc, config);
      sc.addHttpHandler(ContainerFactory.createContainer(GrizzlyHttpContainer.class, rc), p.contextPath());
    }
    if (!codecs.isEmpty()) {
      ResourceConfig rc = application(config);
      rc.register(new CodecBodyProvider());
      rc.register(new CodecResource(catalog));
      sc.addHttpHandler(ContainerFactory.createContainer(GrizzlyHttpContainer.class, rc), "/codec");
    }
    if (config.raw()) sc.addHttpHandler(new RawHandler(catalog, config.maxBodyBytes(), config.gzip()), under("/raw"));
    // completed requests, every route alike (one atomic add each): the client reads the count
    // four times a second during a trial to see whether the throughput held steady
    java.util.concurrent.atomic.LongAdder completed = new java.util.concurrent.atomic.LongAdder();
    sc.getMonitoringConfig().getWebServerConfig().addProbes(new org.glassfish.grizzly.http.server.HttpServerProbe.Adapter() {
      @Override public void onRequestCompleteEvent(org.glassfish.grizzly.http.server.HttpServerFilter filter,
          org.glassfish.grizzly.Connection connection, org.glassfish.grizzly.http.server.Response response) {
        completed.increment();
      }
    });
    sc.addHttpHandler(new AdminHandler(catalog, completed, bench::close), under("/_admin"));
    server.start();
    return bench;
  }

  private static HttpHandlerRegistration under(String contextPath) {
    return HttpHandlerRegistration.builder().contextPath(contextPath).urlPattern("/*").build();
  }

  /** The request path below a handler's context path, without the leading slash. */
  static String below(Request request, String contextPath) {
    String uri = request.getRequestURI();
    String rest = uri.startsWith(contextPath) ? uri.substring(contextPath.length()) : uri;
    return rest.startsWith("/") ? rest.substring(1) : rest;
  }

  static ResourceConfig application(ServerConfig config) {
    ResourceConfig rc = new ResourceConfig();
    rc.property(CommonProperties.FEATURE_AUTO_DISCOVERY_DISABLE_SERVER, true);
    rc.property(CommonProperties.METAINF_SERVICES_LOOKUP_DISABLE_SERVER, true);
    rc.property(ServerProperties.WADL_FEATURE_DISABLE, true);
    rc.register(new EntityLimits(config.maxBodyBytes()));
    if (config.gzip()) EncodingFilter.enableFor(rc, GZipEncoder.class);
    return rc;
  }

  /** The port it listens on (the free one chosen when the configuration said 0). */
  public int port() {
    return listener.getPort();
  }

  public Catalog catalog() {
    return catalog;
  }

  /** Waits until the server is stopped (by {@link #close}, {@code /_admin/stop} or its lifetime). */
  public void awaitStop() throws InterruptedException {
    stopped.await();
  }

  @Override public void close() {
    server.shutdownNow();
    stopped.countDown();
  }
}
