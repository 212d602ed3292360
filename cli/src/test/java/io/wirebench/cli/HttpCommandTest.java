package io.wirebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class HttpCommandTest {
  record Run(int code, String out, String err) {}

  static Run run(String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code = Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
    return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }

  @Test void theDefaultPlanHasThePublishedRowsTheGenericProviderAndTheBaseline() {
    Run r = run("http", "--dry-run", "--driver", "jvm");
    assertThat(r.code()).isZero();
    int cores = Runtime.getRuntime().availableProcessors();
    // client and server on disjoint CPUs by default, where taskset can do it
    assertThat(r.out()).contains("24 cells", "3 trials in rounds").containsAnyOf("server pinned to CPU",
        "share " + cores + " cores");
    for (String row : new String[] {"jackson", "jaxb", "jersey-kryo", "custom", "text", "raw:jackson-databind", "codec:kryo"}) {
      for (String m : new String[] {"GET", "POST", "PUT"}) assertThat(r.out()).contains(m + " " + row + " person");
    }
  }

  @Test void theDefaultSaysInItsFirstLineWhyItTakesOverSixMinutesAndTheQuickProfileDoesNot() {
    String first = run("http", "--dry-run", "--driver", "jvm").out().lines().findFirst().orElseThrow();
    assertThat(first).contains("1s warm-up + 2s measured", "more than 6 minutes", "--profile quick takes about 5m30s",
        "measuring slow trials again (--retries 2) can add up to ");
    assertThat(run("http", "--dry-run", "--driver", "jvm", "--retries", "0").out().lines().findFirst().orElseThrow())
        .doesNotContain("slow trials");
    String quick = run("http", "--dry-run", "--driver", "jvm", "--profile", "quick").out().lines().findFirst()
        .orElseThrow();
    assertThat(quick).contains("2 trials in rounds", "500ms warm-up + 1.5s measured", "about 5m30s")
        .doesNotContain("more than 6 minutes");
    // an option given outright wins over the profile's
    assertThat(run("http", "--dry-run", "--driver", "jvm", "--profile", "quick", "--trials", "5").out())
        .contains("5 trials in rounds", "500ms warm-up");
    Run bad = run("http", "--dry-run", "--profile", "fast");
    assertThat(bad.code()).isEqualTo(2);
    assertThat(bad.err()).contains("--profile fast: no such profile; use quick or standard");
  }

  @Test void aRateWithWrkAndABadDurationAreUsageErrors() {
    Run rate = run("http", "--dry-run", "--driver", "wrk", "--rate", "100");
    assertThat(rate.code()).isEqualTo(2);
    assertThat(rate.err()).contains("--rate needs --driver jvm");
    Run d = run("http", "--dry-run", "--duration", "soon");
    assertThat(d.code()).isEqualTo(2);
    assertThat(d.err()).contains("--duration soon is not a positive duration");
  }

  @Test void loadHostsNeedAnAddressTheyReachAndTheJvmDriver() {
    Run loopback = run("http", "--dry-run", "--load-hosts", "ssh:bench@10.0.0.7");
    assertThat(loopback.code()).isEqualTo(2);
    assertThat(loopback.err()).contains("--load-hosts needs --listen with an address the hosts reach");
    Run wrk = run("http", "--dry-run", "--load-hosts", "ssh:bench@10.0.0.7", "--listen", "10.0.0.5", "--driver", "wrk");
    assertThat(wrk.code()).isEqualTo(2);
    assertThat(wrk.err()).contains("runs the JVM driver on each host");
    Run plan = run("http", "--dry-run", "--load-hosts", "ssh:bench@10.0.0.7,netns:wb2", "--listen", "10.0.0.5:8080");
    assertThat(plan.code()).as(plan.err()).isZero();
    assertThat(plan.out()).contains("load from 2 hosts (bench@10.0.0.7, wb2) against the server on 10.0.0.5:8080");
  }

  @Test void aShortRunMeasuresEveryCellAndWritesHttpJson(@TempDir Path dir) throws Exception {
    Run r = run("http", "--providers", "raw", "--codecs", "jackson-databind", "--methods", "GET,POST", "--driver", "jvm",
        "--rate", "100", "--connections", "2", "--warmup", "0s", "--duration", "300ms", "--trials", "2", "--seed",
        "5", "--out", dir.resolve("run").toString(), "--machine-check", "2");
    assertThat(r.code()).as(r.out() + r.err()).isZero();
    // the machine check ran before the first server and is in both files
    assertThat(r.out()).containsPattern("machine check \\(2 s\\) \\.\\.\\.\n  (quiet|shared core|interrupted)");
    assertThat(new ObjectMapper().readTree(dir.resolve("run/run.json").toFile()).at("/machine/noise/verdict").asText())
        .isNotEmpty();
    assertThat(r.out()).contains("[1/8] round 1/2", "[8/8] round 2/2", "person · GET", "raw:jackson-databind", "codec:jackson-databind");
    JsonNode json = new ObjectMapper().readTree(dir.resolve("run/http.json").toFile());
    assertThat(json.get("status").asText()).isEqualTo("complete");
    assertThat(json.at("/machine/noise/wide/windows").asInt()).isGreaterThanOrEqualTo(4);
    assertThat(json.get("setup").get("model").asText()).isEqualTo("open");
    assertThat(json.get("setup").get("seed").asLong()).isEqualTo(5);
    // no warm-up asked for (it lasts until the JIT is quiet, tens of seconds: WarmUpTest checks its rule)
    assertThat(json.get("setup").get("serverWarmup")).isEmpty();
    assertThat(json.get("cells")).hasSize(4);
    for (JsonNode c : json.get("cells")) {
      assertThat(c.get("status").asText()).isEqualTo("measured");
      assertThat(c.get("latencyCorrected").asBoolean()).isTrue();
      assertThat(c.get("metrics").get("requestsPerSecond").asDouble()).isPositive();
      assertThat(c.get("trials")).hasSize(2);
      // two trials: an interval around the mean
      JsonNode i = c.get("intervals").get("requestsPerSecond");
      assertThat(i.get("low").asDouble()).isLessThanOrEqualTo(c.get("metrics").get("requestsPerSecond").asDouble());
    }
  }

  @Test void aSlowTrialIsMeasuredAgainInItsRoundsPlaceAndKeptSetAside(@TempDir Path dir) throws Exception {
    // --retry-slower 0: any trial below its cell's fastest counts as slow, so each cell has one to measure again
    Run r = run("http", "--providers", "raw", "--codecs", "jackson-databind", "--methods", "GET", "--driver", "jvm",
        "--connections", "2", "--warmup", "0s", "--duration", "300ms", "--trials", "2", "--retries", "1",
        "--retry-slower", "0", "--seed", "7", "--out", dir.resolve("run").toString(), "--machine-check", "0");
    assertThat(r.code()).as(r.out() + r.err()).isZero();
    assertThat(r.out()).contains("again (pass 1/1): GET raw:jackson-databind person", "again (pass 1/1): GET "
        + "codec:jackson-databind person", "2 trials more than 0% slower than the fastest of its cell were measured again after the rounds (mostly the "
        + "machine; a row whose trials were, says so)",
        "the machine's speed per round (every cell's req/s together): server ");
    JsonNode json = new ObjectMapper().readTree(dir.resolve("run/http.json").toFile());
    assertThat(json.at("/setup/retries").asInt()).isEqualTo(1);
    for (JsonNode c : json.get("cells")) {
      JsonNode t = c.get("trials");
      assertThat(t).hasSize(3);
      int aside = -1;
      for (int k = 0; k < 3; k++) if (t.get(k).has("setAside")) aside = k;
      assertThat(aside).as("one of the two rounds' trials set aside").isBetween(0, 1);
      assertThat(t.get(aside).get("setAside").asText()).contains("below the cell's fastest trial");
      assertThat(t.get(2).get("again").asInt()).isEqualTo(1);
      assertThat(t.get(2).get("round").asInt()).as("in the slow trial's round").isEqualTo(t.get(aside).get("round").asInt());
      long kept = t.get(1 - aside).get("requests").asLong() + t.get(2).get("requests").asLong();
      assertThat(c.get("requests").asLong()).as("the set-aside trial counts nowhere").isEqualTo(kept);
      assertThat(c.get("message").asText()).as("the row says so").contains("1 slow trial measured again (round ");
    }
    Run bad = run("http", "--dry-run", "--retries", "-1");
    assertThat(bad.code()).isEqualTo(2);
    assertThat(bad.err()).contains("--retries -1: must be 0 (never) or more");
    Run pct = run("http", "--dry-run", "--retry-slower", "100");
    assertThat(pct.code()).isEqualTo(2);
    assertThat(pct.err()).contains("--retry-slower 100.0: a percentage from 0 to below 100");
  }
}
