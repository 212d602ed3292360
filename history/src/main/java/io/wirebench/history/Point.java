package io.wirebench.history;

/** STAND-IN (to drop at merge): one run's value of one cell, with its interval and fork values (null: none). */
public record Point(String runId, java.time.Instant started, String commit, double value, Double low, Double high,
    double[] forks) {}
