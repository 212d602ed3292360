package io.wirebench.analysis;


/**
 * A codec and a data set: what the gate checks, what a size belongs to, and the key of every
 * per-pair map (never a {@code "codec/dataset"} string).
 *
 * @param codec codec id
 * @param dataset data set id
 */
public record Pair(String codec, String dataset) {
  @Override public String toString() {
    return codec + " on " + dataset;
  }
}
