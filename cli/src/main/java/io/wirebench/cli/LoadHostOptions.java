package io.wirebench.cli;

import io.wirebench.http.LoadHosts;
import picocli.CommandLine.Option;

/** {@code http}'s options for load from other machines: which hosts, where the server listens, and how each host starts the agent. */
final class LoadHostOptions {
  @Option(names = "--load-hosts", paramLabel = "LIST", description = "Run the load on these hosts, all at once, their "
      + "histograms merged: ssh:[user@]host (key-based SSH) or netns:NAME (a network namespace here). Needs --listen.")
  String hosts;

  @Option(names = "--listen", paramLabel = "HOST[:PORT]", defaultValue = "127.0.0.1",
      description = "The server's address (and port; default a free one). Default: ${DEFAULT-VALUE}.")
  String listen;

  @Option(names = "--load-java", paramLabel = "PATH", description = "java on the load hosts (default: this JVM's path).")
  String java;

  @Option(names = "--load-classpath", paramLabel = "CP",
      description = "wirebench's class path on the load hosts (default: this JVM's, the same paths).")
  String classpath;

  /** The load hosts, or null for a local load. */
  LoadHosts loadHosts(String driver) {
    if (hosts == null) return null;
    if (listen.startsWith("127.") || listen.equals("localhost")) {
      throw new UsageException("--load-hosts needs --listen with an address the hosts reach (the server listens on "
          + listen + ", loopback)");
    }
    if ("wrk".equals(driver)) throw new UsageException("--load-hosts runs the JVM driver on each host; leave out --driver wrk");
    return LoadHosts.parse(hosts, java != null ? java : ProcessHandle.current().info().command().orElse("java"),
        classpath != null ? classpath : System.getProperty("java.class.path"));
  }
}
