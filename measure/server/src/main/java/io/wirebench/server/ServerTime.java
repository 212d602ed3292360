package io.wirebench.server;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * The server process's CPU, JIT and collector time, read from {@code /_admin/cpu} around a trial:
 * the difference says how much of the trial's one core went to compiling or collecting rather than
 * serving. Each is NaN when the JVM does not report it.
 */
public record ServerTime(double cpuSeconds, double jitSeconds, double gcSeconds) {

  public static ServerTime read(JsonNode cpu) {
    return new ServerTime(seconds(cpu, "cpuNanos", 1e9), seconds(cpu, "compilationMillis", 1e3),
        seconds(cpu, "gcMillis", 1e3));
  }

  private static double seconds(JsonNode n, String field, double perSecond) {
    JsonNode v = n.get(field);
    return v == null || v.asLong() < 0 ? Double.NaN : v.asLong() / perSecond;
  }

  public ServerTime minus(ServerTime before) {
    return new ServerTime(cpuSeconds - before.cpuSeconds, jitSeconds - before.jitSeconds, gcSeconds - before.gcSeconds);
  }
}
