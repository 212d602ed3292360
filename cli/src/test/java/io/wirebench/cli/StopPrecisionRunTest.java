package io.wirebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code run --stop-precision}: a real JMH fork ends once its mean is known to the precision, its
 * iterations and JMH's result kept (JMH itself reports the stopped JVM as failed), the profile in
 * run.json says so, and bad values are usage errors. The precision is loose (±20%) so that any
 * machine meets it within the 200 iterations allowed; no timing is asserted.
 */
class StopPrecisionRunTest {
  @Test
  void aValueThatIsNotAPrecisionIsAUsageError() {
    for (String bad : List.of("0", "0%", "100%", "1.5", "x", "-1%")) {
      Cli r = Cli.run("run", "--codecs", "control-1x", "--datasets", "person", "--stop-precision", bad, "--dry-run");
      assertThat(r.exit).as(bad + ": " + r).isEqualTo(2);
      assertThat(r.err).contains("--stop-precision " + bad);
    }
  }

  @Test
  void aForkEndsOnceItsMeanIsKnownAndKeepsWhatItMeasured(@TempDir Path tmp) throws Exception {
    Path out = tmp.resolve("run");
    Cli r = Cli.run("run", "--codecs", "control-1x", "--datasets", "person", "--ops", "write", "--forks", "1",
        "--warmup-iterations", "1", "--iterations", "200", "--iteration-ms", "20", "--stop-precision", "20%",
        "--no-baseline", "--no-store", "--seed", "5", "--out", out.toString());
    assertThat(r.exit).as(r.toString()).isZero();
    JsonNode run = new ObjectMapper().readTree(out.resolve("run.json").toFile());
    assertThat(run.get("profile").get("stopPrecision").asDouble()).isEqualTo(0.2);
    JsonNode cell = run.get("cells").get(0);
    assertThat(cell.get("status").asText()).isEqualTo("done");
    JsonNode fork = cell.get("forks").get(0);
    int measured = fork.get("iterations").size() - fork.get("warmupIterations").asInt();
    assertThat(measured).as("the fork stopped early").isBetween(8, 199);
    assertThat(cell.get("metrics").get("throughput").get("value").asDouble()).isPositive();
    assertThat(cell.get("metrics").get("allocBytesPerOp").get("value").isNumber())
        .as("the gc profiler's figures of the iterations it ran").isTrue();
    // the log names the iteration the rule held at; the fork may send one more before its JVM ends
    java.util.regex.Matcher m = java.util.regex.Pattern.compile("wirebench: fork stopped after (\\d+) measured iterations")
        .matcher(Files.readString(out.resolve("jmh.log")));
    assertThat(m.find()).as("jmh.log says the fork was stopped").isTrue();
    assertThat(measured).isBetween(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(1)) + 2);
    JsonNode jmh = new ObjectMapper().readTree(out.resolve("jmh.json").toFile());
    assertThat(jmh.get(0).get("primaryMetric").get("rawData").get(0).size()).as("jmh.json keeps the fork's iterations")
        .isEqualTo(measured);
  }
}
