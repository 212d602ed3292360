package io.wirebench.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.wirebench.core.BadInputException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The comparison with Traini et al.'s labels, on a corpus of three benchmarks made here. */
class PeerAgreementTest {
  static final ObjectMapper JSON = new ObjectMapper();
  static final int N = 600;

  /** Seconds per operation around 10 µs with 1% noise, times {@code shape(i)}. */
  static double[] seconds(long seed, java.util.function.IntToDoubleFunction shape) {
    Random r = new Random(seed);
    double[] s = new double[N];
    for (int i = 0; i < N; i++) s[i] = 1e-5 * shape.applyAsDouble(i) * (1 + 0.01 * r.nextGaussian());
    return s;
  }

  static double[] flat(long seed) {
    return seconds(seed, i -> 1);
  }

  /** Three times slower for the first 30 iterations, then steady. */
  static double[] warmUp(long seed) {
    return seconds(seed, i -> i < 30 ? 3 : 1);
  }

  /** Getting faster all the way to the end. */
  static double[] trend(long seed) {
    return seconds(seed, i -> 1 - 0.5 * i / N);
  }

  static void write(Path dir, String name, List<double[]> forks, List<String> labels, String run) throws IOException {
    Files.createDirectories(dir.resolve("data/timeseries/all"));
    Files.createDirectories(dir.resolve("data/classification"));
    JSON.writeValue(dir.resolve("data/timeseries/all/" + name + ".json").toFile(), forks);
    JSON.writeValue(dir.resolve("data/classification/" + name + ".json").toFile(),
        Map.of("run", run, "forks", labels, "steady_state_starts", labels.stream()
            .map(l -> l.equals(PeerCorpus.STEADY) ? 0 : -1).toList()));
  }

  /** "b" and "f" are in the development part, "a" in the held-out third (CRC-32 mod 3: 2, 2, 0). */
  static Path corpus(Path dir) throws IOException {
    write(dir, "b", List.of(flat(1), flat(2)), List.of(PeerCorpus.STEADY, PeerCorpus.STEADY), PeerCorpus.STEADY);
    write(dir, "f", List.of(warmUp(3), trend(4)), List.of(PeerCorpus.STEADY, PeerCorpus.NOT_STEADY),
        PeerCorpus.INCONSISTENT);
    write(dir, "a", List.of(trend(5), trend(6)), List.of(PeerCorpus.STEADY, PeerCorpus.STEADY), PeerCorpus.STEADY);
    return dir;
  }

  @Test
  void theSyntheticForksAreWhatTheirNamesSay() {
    assertThat(SteadyState.analyse(invert(flat(1)), 0).kind()).isEqualTo(SteadyState.Kind.FLAT);
    assertThat(SteadyState.analyse(invert(warmUp(3)), 0).kind()).isEqualTo(SteadyState.Kind.WARMUP);
    assertThat(SteadyState.analyse(invert(trend(4)), 0).kind()).isEqualTo(SteadyState.Kind.NO_STEADY_STATE);
  }

  static double[] invert(double[] s) {
    return java.util.Arrays.stream(s).map(v -> 1 / v).toArray();
  }

  @Test
  void theHeldOutThirdIsFixedByTheCrc32OfTheNameAsPythonsZlibComputesIt() {
    // zlib.crc32(name.encode()) % 3 for two benchmarks of the corpus: 1 and 0
    String prefix = "HdrHistogram__HdrHistogram#bench.HdrHistogramEncodingBench.encodeIntoCompressedByteBuffer#";
    assertThat(PeerCorpus.heldOut(prefix + "latencySeriesName=case1&numberOfSignificantValueDigits=2")).isFalse();
    assertThat(PeerCorpus.heldOut(prefix + "latencySeriesName=case2&numberOfSignificantValueDigits=2")).isTrue();
    assertThat(List.of("a", "b", "f").stream().map(PeerCorpus::heldOut).toList()).containsExactly(true, false, false);
  }

  @Test
  void forksAndBenchmarksAreTalliedApartForTheDevelopmentPartAndTheHeldOutThird(@TempDir Path dir)
      throws IOException {
    PeerAgreement a = PeerAgreement.run(corpus(dir), 1, s -> {});
    List<String> dev = a.lines(false);
    assertThat(dev.get(0)).isEqualTo("development part: 2 benchmarks, 4 forks");
    assertThat(dev.get(2)).isEqualTo("  steady state                      2         1         0                0       3");
    assertThat(dev.get(3)).isEqualTo("  no steady state                   0         0         0                1       1");
    assertThat(dev.get(4)).startsWith("  agreement, steady = flat, warm-up or slowdown: 100.0% (4/4) (Cohen's kappa 1.00)");
    assertThat(String.join("\n", dev)).contains("  steady state                            1             0                0")
        .contains("  inconsistent                            0             1                0")
        .contains("agreement 100.0% (2/2); consistent (every fork alike): theirs 50.0% (1/2), ours 50.0% (1/2)");
    List<String> held = a.lines(true);
    assertThat(held.get(0)).isEqualTo("held-out third: 1 benchmarks, 2 forks");
    assertThat(held.get(2)).isEqualTo("  steady state                      0         0         0                2       2");
    assertThat(String.join("\n", held)).contains("  steady state                            0             0                1")
        .contains("agreement 0.0% (0/1)");
    assertThat(a.csv()).hasSize(7).first().isEqualTo("benchmark,fork,held_out,theirs,their_start,ours,our_from,segments,ramp_end");
  }

  @Test
  void aForkMarkedInItsFirstSevenSecondsIsOneWhoseValueIsFarFromItsLongRunMean() {
    // two quiet forks, and two that drop to 85% at iteration 62 of the quick profile's 70 and stay there: the
    // value of the first seven seconds is then about 15% above the long run's
    double[] late = seconds(8, i -> i < 62 ? 1 : 1 / 0.85);
    double[] late2 = seconds(9, i -> i < 62 ? 1 : 1 / 0.85);
    List<double[]> forks = java.util.stream.Stream.of(flat(1), flat(2), late, late2).map(PeerAgreementTest::invert).toList();
    PeerProfiles p = new PeerProfiles();
    p.add(new PeerCorpus.Benchmark("b", forks, new boolean[4], new int[4], PeerCorpus.STEADY));
    String quick = String.join("\n", p.lines(false).subList(0, 10));
    assertThat(quick).contains("quick (20 + 50 × 100 ms): 50.0% (2/4) of forks marked")
        .containsPattern("no steady state +2 +1[4-6]\\.[0-9]% +100.0%")
        .containsPattern("unmarked +2 +0\\.[0-9]% +0.0%")
        .contains("marked in either 1, median 0.", "in neither 1, median 0.");
  }

  @Test
  void blocksAverageTheThroughputOfConsecutiveIterationsAndDropAPartialLastBlock() {
    assertThat(PeerCorpus.blocks(new double[] {1, 2, 3, 4, 5}, 2)).containsExactly(1.5, 3.5);
    assertThat(PeerCorpus.blocks(new double[] {1, 2}, 1)).containsExactly(1, 2);
  }

  @Test
  void aDirectoryThatIsNotTheCorpusSaysHowToFetchIt(@TempDir Path dir) {
    assertThatThrownBy(() -> PeerCorpus.names(dir)).isInstanceOf(BadInputException.class)
        .hasMessageContaining("scripts/fetch-steady-state-corpus.sh");
  }

  @Test
  void labelsThatDoNotMatchTheForksNameTheFile(@TempDir Path dir) throws IOException {
    write(dir, "b", List.of(flat(1), flat(2)), List.of(PeerCorpus.STEADY), PeerCorpus.STEADY);
    assertThatThrownBy(() -> PeerCorpus.read(dir, "b")).isInstanceOf(BadInputException.class)
        .hasMessageContaining("classification").hasMessageContaining("does not label the 2 forks");
  }

  /** Pooled, every fork of a benchmark takes one φ, the benchmark's; alone, each its own. */
  @Test
  void pooledTheForksOfABenchmarkShareOnePhi(@TempDir Path dir) throws IOException {
    Path c = corpus(dir);
    java.util.function.Function<PeerAgreement, java.util.Map<String, java.util.Set<Double>>> phis = a -> {
      java.util.Map<String, java.util.Set<Double>> m = new java.util.TreeMap<>();
      for (PeerAgreement.Fork f : a.forks()) m.computeIfAbsent(f.benchmark(), k -> new java.util.HashSet<>()).add(f.ours().phi());
      return m;
    };
    assertThat(phis.apply(PeerAgreement.run(c, 1, true, s -> {})).values()).allSatisfy(p -> assertThat(p).hasSize(1));
    assertThat(phis.apply(PeerAgreement.run(c, 1, false, s -> {})).values()).anySatisfy(p -> assertThat(p).hasSizeGreaterThan(1));
  }
}
