package io.wirebench.analysis;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.wirebench.core.BadInputException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.CRC32;

/**
 * The published steady-state corpus of Traini et al., "Towards effective assessment of steady
 * state performance in Java software: are we there yet?" (Empirical Software Engineering 28,
 * 2023; github.com/SEALABQualityGroup/steady-state at commit 4220a5d, fetched by
 * scripts/fetch-steady-state-corpus.sh): 586 JMH benchmarks, 10 forks of 3,000 iterations of
 * about 100 ms each. {@code data/timeseries/all/NAME.json} holds each fork's series (the mean
 * seconds per operation of each iteration); {@code data/classification/NAME.json} their verdicts:
 * per fork "steady state" or "no steady state" and where the steady state starts (-1: none), per
 * benchmark ("run") "steady state", "no steady state" or "inconsistent".
 *
 * <p>A third of the benchmarks is held out, fixed by name so that anyone can recompute it: those
 * whose CRC-32 of the UTF-8 file name without {@code .json} is 0 modulo 3 (Python:
 * {@code zlib.crc32(name.encode()) % 3 == 0}). Nothing in wirebench is tuned on them.
 */
public final class PeerCorpus {
  /** Their verdict on a fork with a steady state. */
  public static final String STEADY = "steady state";
  /** Their verdict on a fork without one. */
  public static final String NOT_STEADY = "no steady state";
  /** Their verdict on a benchmark whose forks disagree. */
  public static final String INCONSISTENT = "inconsistent";

  private static final ObjectMapper JSON = new ObjectMapper();

  private PeerCorpus() {}

  /**
   * One benchmark: its forks as throughput and their verdicts.
   *
   * @param name the file name without {@code .json} (project#benchmark#parameters)
   * @param forks each fork's operations per second, one value per iteration
   * @param steady per fork, true where they found a steady state
   * @param starts per fork, the iteration their steady state starts at (-1: none)
   * @param run their verdict on the benchmark
   */
  public record Benchmark(String name, List<double[]> forks, boolean[] steady, int[] starts, String run) {
    /** True for the held-out third. */
    public boolean heldOut() {
      return PeerCorpus.heldOut(name);
    }
  }

  /** True when a benchmark belongs to the held-out third (CRC-32 of its name, mod 3, is 0). */
  public static boolean heldOut(String name) {
    CRC32 crc = new CRC32();
    crc.update(name.getBytes(StandardCharsets.UTF_8));
    return crc.getValue() % 3 == 0;
  }

  /**
   * The benchmarks of a corpus directory, sorted by name.
   *
   * @throws BadInputException when the directory does not hold the corpus, saying how to fetch it
   */
  public static List<String> names(Path dir) {
    Path series = dir.resolve("data/timeseries/all");
    if (!Files.isDirectory(series) || !Files.isDirectory(dir.resolve("data/classification"))) {
      throw new BadInputException(dir + " has no data/timeseries/all and data/classification, so it is not the "
          + "steady-state corpus; fetch it with scripts/fetch-steady-state-corpus.sh DIR and give that DIR");
    }
    try (Stream<Path> files = Files.list(series)) {
      List<String> names = files.map(p -> p.getFileName().toString()).filter(f -> f.endsWith(".json"))
          .map(f -> f.substring(0, f.length() - ".json".length())).sorted().toList();
      if (names.isEmpty()) throw new BadInputException(series + " holds no .json series; is the checkout complete?");
      return names;
    } catch (IOException e) {
      throw new BadInputException(series + " cannot be listed: " + e.getMessage());
    }
  }

  /**
   * Reads one benchmark, its seconds per operation turned into operations per second.
   *
   * @throws BadInputException when a file is missing or not of the corpus's shape, naming it
   */
  public static Benchmark read(Path dir, String name) {
    Path seriesFile = dir.resolve("data/timeseries/all").resolve(name + ".json");
    Path labelFile = dir.resolve("data/classification").resolve(name + ".json");
    try {
      double[][] seconds = JSON.readValue(seriesFile.toFile(), double[][].class);
      if (!Files.isRegularFile(labelFile)) {
        throw new BadInputException(labelFile + " is missing: the corpus has a series without its verdicts");
      }
      JsonNode labels = JSON.readTree(labelFile.toFile());
      JsonNode forkLabels = labels.path("forks");
      JsonNode starts = labels.path("steady_state_starts");
      if (forkLabels.size() != seconds.length || starts.size() != seconds.length || !labels.path("run").isTextual()) {
        throw new BadInputException(labelFile + " does not label the " + seconds.length + " forks of " + seriesFile
            + " (run, forks, steady_state_starts)");
      }
      List<double[]> forks = new ArrayList<>();
      boolean[] steady = new boolean[seconds.length];
      int[] start = new int[seconds.length];
      for (int f = 0; f < seconds.length; f++) {
        double[] ops = new double[seconds[f].length];
        for (int i = 0; i < ops.length; i++) {
          if (!(seconds[f][i] > 0) || Double.isInfinite(seconds[f][i])) {
            throw new BadInputException(seriesFile + ": fork " + f + ", iteration " + i + " is " + seconds[f][i]
                + " seconds per operation; a time must be positive");
          }
          ops[i] = 1 / seconds[f][i];
        }
        forks.add(ops);
        String label = forkLabels.get(f).asText();
        if (!label.equals(STEADY) && !label.equals(NOT_STEADY)) {
          throw new BadInputException(labelFile + ": fork " + f + " is labelled '" + label + "', expected '"
              + STEADY + "' or '" + NOT_STEADY + "'");
        }
        steady[f] = label.equals(STEADY);
        start[f] = starts.get(f).asInt();
      }
      return new Benchmark(name, forks, steady, start, labels.path("run").asText());
    } catch (IOException e) {
      throw new BadInputException(seriesFile + " or " + labelFile + " cannot be read as the corpus's JSON: "
          + e.getMessage().lines().findFirst().orElse(""));
    }
  }

  /**
   * A series in blocks of {@code k} iterations, each the mean throughput of its iterations (they
   * last about equally long, 100 ms, so this is the throughput over the block); a last, partial
   * block is dropped.
   */
  public static double[] blocks(double[] x, int k) {
    if (k <= 1) return x;
    double[] out = new double[x.length / k];
    for (int b = 0; b < out.length; b++) {
      double s = 0;
      for (int i = b * k; i < (b + 1) * k; i++) s += x[i];
      out[b] = s / k;
    }
    return out;
  }
}
