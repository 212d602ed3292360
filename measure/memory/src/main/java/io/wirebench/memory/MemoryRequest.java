package io.wirebench.memory;

import java.nio.file.Path;

/**
 * What the parent asks a child JVM to measure, passed as one JSON argument.
 *
 * @param cell the cell
 * @param file the encoded file: written by a write to a file, read by a read (made by the child
 *     when missing)
 * @param resolutionBytes stop the search when the interval is this narrow...
 * @param relativeResolution ... or this share of the need's upper bound, whichever is wider
 * @param maxProbes at most this many constrained runs
 * @param slowFactor a constrained run that takes longer than this many times the unconstrained
 *     run (plus 5 s) counts as not fitting: a collector thrashing at the edge of the heap
 * @param seconds the child's time, from its start, to report what it found: the parent stops it a
 *     little later ({@code --cell-timeout}); 0 for no limit
 */
public record MemoryRequest(MemoryCell cell, Path file, long resolutionBytes, double relativeResolution,
    int maxProbes, double slowFactor, double seconds) {}
