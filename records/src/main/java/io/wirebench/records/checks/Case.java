package io.wirebench.records.checks;

/**
 * One column of a matrix: an input or a question.
 *
 * @param id short and stable (it names the case in checks.json, in tests and on the command line)
 * @param category a group of cases, for summaries ("nesting", "must-accept", ...)
 * @param description what the case is, in a sentence
 * @param expectation what a good library does, or null when the matrix only observes
 */
public record Case(String id, String category, String description, String expectation) {}
