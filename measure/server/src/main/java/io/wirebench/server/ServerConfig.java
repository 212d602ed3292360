package io.wirebench.server;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * What a server serves and its limits. The command line of {@link ServerMain} is these fields as
 * {@code --name value} pairs, so the CLI and tests build one of these and pass {@link #args()}.
 *
 * @param port 0 for a free port
 * @param stock the stock providers' ids ({@link StockProvider})
 * @param codecs codec ids the generic provider serves (empty: no generic application)
 * @param dataSets data sets the generic provider serves each codec on, and the raw baseline serves
 * @param raw whether to serve the raw baseline ({@code /raw/{codec}/{dataset}})
 * @param maxBodyBytes request bodies over this are answered 413
 * @param maxDepth nesting cap given to the libraries that take one (Jackson's
 *     {@code maxNestingDepth} in the stock provider, the JDK XML parser's
 *     {@code jdk.xml.maxElementDepth}); other codecs keep their own limits
 * @param gzip compress responses when the client accepts gzip
 * @param lifetimeSeconds the server stops by itself after this long
 * @param listen the address it listens on: loopback, unless load hosts on other machines must reach it
 */
public record ServerConfig(int port, List<String> stock, List<String> codecs, List<String> dataSets, boolean raw,
    long maxBodyBytes, int maxDepth, boolean gzip, long lifetimeSeconds, String listen) {

  /** Loopback by default: the server is a benchmark target, never a service. */
  public static final String HOST = "127.0.0.1";

  /** A server on the loopback address. */
  public ServerConfig(int port, List<String> stock, List<String> codecs, List<String> dataSets, boolean raw,
      long maxBodyBytes, int maxDepth, boolean gzip, long lifetimeSeconds) {
    this(port, stock, codecs, dataSets, raw, maxBodyBytes, maxDepth, gzip, lifetimeSeconds, HOST);
  }
  public static final long DEFAULT_MAX_BODY = 16L << 20;
  public static final int DEFAULT_MAX_DEPTH = 64;
  public static final long DEFAULT_LIFETIME = 3 * 3600;

  public ServerConfig {
    stock = List.copyOf(stock);
    codecs = List.copyOf(codecs);
    dataSets = List.copyOf(dataSets);
    for (String s : stock) StockProvider.of(s);
  }

  /** The arguments of {@link ServerMain} that make this configuration. */
  public List<String> args() {
    List<String> a = new ArrayList<>(List.of("--port", String.valueOf(port), "--stock", String.join(",", stock),
        "--codecs", String.join(",", codecs), "--datasets", String.join(",", dataSets), "--max-body",
        String.valueOf(maxBodyBytes), "--max-depth", String.valueOf(maxDepth), "--lifetime",
        String.valueOf(lifetimeSeconds), "--listen", listen));
    if (raw) a.add("--raw");
    if (gzip) a.add("--gzip");
    return a;
  }

  /** Parses {@link #args()}. */
  public static ServerConfig parse(String[] args) {
    int port = 0;
    List<String> stock = List.of();
    List<String> codecs = List.of();
    List<String> dataSets = List.of();
    boolean raw = false;
    boolean gzip = false;
    long maxBody = DEFAULT_MAX_BODY;
    int maxDepth = DEFAULT_MAX_DEPTH;
    long lifetime = DEFAULT_LIFETIME;
    String listen = HOST;
    for (int i = 0; i < args.length; i++) {
      String a = args[i];
      switch (a) {
        case "--raw": raw = true; continue;
        case "--gzip": gzip = true; continue;
        default: break;
      }
      if (i + 1 >= args.length) throw new IllegalArgumentException(a + " needs a value");
      String v = args[++i];
      switch (a) {
        case "--port": port = Integer.parseInt(v); break;
        case "--stock": stock = list(v); break;
        case "--codecs": codecs = list(v); break;
        case "--datasets": dataSets = list(v); break;
        case "--max-body": maxBody = Long.parseLong(v); break;
        case "--max-depth": maxDepth = Integer.parseInt(v); break;
        case "--lifetime": lifetime = Long.parseLong(v); break;
        case "--listen": listen = v; break;
        default: throw new IllegalArgumentException("unknown server option " + a);
      }
    }
    return new ServerConfig(port, stock, codecs, dataSets, raw, maxBody, maxDepth, gzip, lifetime, listen);
  }

  private static List<String> list(String v) {
    return v.isBlank() ? List.of() : Arrays.asList(v.split(","));
  }
}
