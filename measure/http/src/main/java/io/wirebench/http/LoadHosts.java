package io.wirebench.http;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.wirebench.core.BadInputException;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.HdrHistogram.Histogram;

/**
 * Load from more than one machine ({@code http --load-hosts}): each host runs {@link LoadAgent}
 * (the JVM driver) at the same time against the server this machine started, with an equal share
 * of the connections and of the rate; their latency histograms come back in HdrHistogram's
 * compressed form and are merged into one, their counts summed. Each host's own req/s and errors
 * are kept, so that a saturated client shows.
 *
 * <p>A host is reached through a command prefix: {@code ssh:[user@]host} runs the agent over SSH
 * ({@code ssh -o BatchMode=yes}: key-based login, no prompt), {@code netns:NAME} in a network
 * namespace of this machine ({@code ip netns exec}), which is how the test stands in for two
 * machines through the same code. The agent needs a JDK 17+ {@code java} and wirebench's class
 * path at the same paths on the host ({@code --load-java}, {@code --load-classpath}).
 */
public final class LoadHosts {
  private static final ObjectMapper JSON = new ObjectMapper();

  /** A host and the command prefix that runs a program on it. */
  public record Host(String name, List<String> prefix) {
    static Host parse(String spec) {
      String s = spec.strip();
      if (s.startsWith("ssh:") && s.length() > 4) {
        return new Host(s.substring(4), List.of("ssh", "-o", "BatchMode=yes", "-o", "ConnectTimeout=10", s.substring(4)));
      }
      if (s.startsWith("netns:") && s.length() > 6) return new Host(s.substring(6), List.of("ip", "netns", "exec", s.substring(6)));
      throw new BadInputException("--load-hosts " + spec + " is not a load host; write ssh:[user@]host or netns:NAME "
          + "(a network namespace of this machine)");
    }

    boolean remoteShell() {
      return "ssh".equals(prefix.get(0));
    }
  }

  /** One host's share of a load: what it measured, or why it failed. */
  public record HostResult(String host, long requests, double seconds, long errors, String failure) {
    public double requestsPerSecond() {
      return seconds > 0 ? requests / seconds : Double.NaN;
    }
  }

  /** The merged load, and each host's part. */
  public record Result(LoadResult merged, List<HostResult> hosts) {}

  private final List<Host> hosts;
  private final String java;
  private final String classpath;

  public LoadHosts(List<Host> hosts, String java, String classpath) {
    this.hosts = List.copyOf(hosts);
    this.java = java;
    this.classpath = classpath;
  }

  /** Parses {@code --load-hosts}; the agent runs with this {@code java} and class path on each host. */
  public static LoadHosts parse(String list, String java, String classpath) {
    List<Host> hosts = new ArrayList<>();
    for (String s : list.split(",")) if (!s.isBlank()) hosts.add(Host.parse(s));
    if (hosts.isEmpty()) throw new BadInputException("--load-hosts names no host; write ssh:[user@]host or netns:NAME");
    return new LoadHosts(hosts, java, classpath);
  }

  public List<Host> hosts() {
    return hosts;
  }

  /** Runs {@code load} split across the hosts, all at once; the merged result and each host's. */
  public Result run(Load load) throws IOException, InterruptedException {
    int n = hosts.size();
    List<Process> processes = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      int connections = Math.max(1, load.connections() / n + (i < load.connections() % n ? 1 : 0));
      Load share = new Load(load.port(), load.method(), load.path(), load.mediaType(), load.body(), connections,
          load.rate() / n, load.warmup(), load.duration(), Math.max(1, (load.maxRequests() + n - 1) / n), load.gzip(),
          load.host());
      List<String> command = new ArrayList<>(hosts.get(i).prefix());
      List<String> agent = new ArrayList<>(List.of(java, "-cp", classpath, LoadAgent.class.getName()));
      agent.addAll(LoadAgent.args(share));
      // ssh hands the remote shell one string: each word quoted for it
      command.addAll(hosts.get(i).remoteShell() ? agent.stream().map(LoadHosts::quote).toList() : agent);
      Process p = new ProcessBuilder(command).start();
      try (OutputStream in = p.getOutputStream()) {
        in.write(load.body());
      }
      processes.add(p);
    }
    long timeout = load.warmup().toMillis() + load.duration().toMillis() + 60_000;
    List<HostResult> parts = new ArrayList<>();
    Histogram merged = new Histogram(JvmDriver.HIGHEST_NANOS, 3);
    long requests = 0;
    long non2xx = 0;
    long socket = 0;
    long timeouts = 0;
    long bytes = 0;
    double seconds = 0;
    for (int i = 0; i < n; i++) {
      Process p = processes.get(i);
      String name = hosts.get(i).name();
      JsonNode line = null;
      try (BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
        for (String l; (l = out.readLine()) != null; ) if (l.startsWith(LoadAgent.MARK)) line = JSON.readTree(l.substring(LoadAgent.MARK.length()));
      }
      boolean ended = p.waitFor(timeout, TimeUnit.MILLISECONDS);
      if (!ended) p.destroyForcibly();
      if (line == null) {
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        parts.add(new HostResult(name, 0, 0, 0, (ended ? "the agent ended with " + p.exitValue() : "no answer in "
            + timeout / 1000 + " s") + (err.isEmpty() ? "" : ": " + err.lines().reduce((a, b) -> b).orElse(err))));
        continue;
      }
      Histogram h;
      try {
        h = Histogram.decodeFromCompressedByteBuffer(
            ByteBuffer.wrap(Base64.getDecoder().decode(line.get("histogram").asText())), 0);
      } catch (java.util.zip.DataFormatException | IllegalArgumentException e) {
        parts.add(new HostResult(name, 0, 0, 0, "its histogram does not decode: " + e.getMessage()));
        continue;
      }
      merged.add(h);
      long r = line.get("requests").asLong();
      long errors = line.get("non2xx").asLong() + line.get("socketErrors").asLong() + line.get("timeouts").asLong();
      requests += r;
      non2xx += line.get("non2xx").asLong();
      socket += line.get("socketErrors").asLong();
      timeouts += line.get("timeouts").asLong();
      bytes += line.get("responseBytes").asLong();
      seconds = Math.max(seconds, line.get("seconds").asDouble());
      parts.add(new HostResult(name, r, line.get("seconds").asDouble(), errors, null));
    }
    return new Result(new LoadResult("jvm@" + n + " hosts", requests, seconds, non2xx, socket, timeouts,
        JvmDriver.percentiles(merged), load.open(), bytes), parts);
  }

  private static String quote(String word) {
    return "'" + word.replace("'", "'\\''") + "'";
  }
}
