package io.wirebench.check.conformance;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.wirebench.check.CheckOptions;
import io.wirebench.check.CheckRun;
import io.wirebench.core.BadInputException;
import io.wirebench.records.checks.Case;
import io.wirebench.records.checks.CheckReport;
import io.wirebench.records.checks.Outcome;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The corpus is whole, and wirebench's JSON readers keep the verdicts their configuration gives. */
class ConformanceMatrixTest {
  @TempDir Path dir;

  @Test void everyIndexedDocumentExistsAndItsPrefixIsItsExpectation() throws Exception {
    List<Case> cases = Corpus.cases(null);
    assertThat(cases).hasSizeGreaterThan(250);
    for (Case c : cases) {
      try (InputStream in = Corpus.class.getResourceAsStream("/conformance/" + c.id() + ".json")) {
        assertThat(in).as(c.id()).isNotNull();
      }
      assertThat(c.expectation()).isEqualTo(Corpus.expectation(c.id()));
    }
    assertThat(cases.stream().map(Case::expectation).distinct()).containsExactlyInAnyOrder("accept", "reject", "either");
  }

  @Test void wirebenchsReadersKeepTheirVerdicts() throws Exception {
    CheckOptions o = new CheckOptions("jackson-databind,gson-untyped,fastjson2", null, 0, null,
        "n_strings_single_quotes,y_top-level_true,n_top-level_garbage_after_array,n_extensions_block_comment,y_numbers_exp_upper_plus,"
            + "n_numbers_leading_zero,i_names_duplicate_key", null);
    CheckReport r = new CheckRun(new ConformanceMatrix(), o).run(dir.resolve("out"), new PrintWriter(new StringWriter()));
    // wirebench enables FAIL_ON_TRAILING_TOKENS for Jackson: a strict reader
    assertThat(r.verdict("jackson-databind", "n_top-level_garbage_after_array").outcome()).isEqualTo(Outcome.PASS);
    assertThat(r.verdict("jackson-databind", "n_extensions_block_comment").outcome()).isEqualTo(Outcome.PASS);
    assertThat(r.verdict("jackson-databind", "y_top-level_true").outcome()).isEqualTo(Outcome.PASS);
    assertThat(r.verdict("jackson-databind", "i_names_duplicate_key").outcome()).isEqualTo(Outcome.ACCEPTED);
    assertThat(r.verdict("gson-untyped", "y_numbers_exp_upper_plus").outcome()).isEqualTo(Outcome.PASS);
    // Gson in its default (legacy strict) mode refuses a leading zero; fastjson2, as configured, reads
    // single-quoted strings
    assertThat(r.verdict("gson-untyped", "n_numbers_leading_zero").outcome()).isEqualTo(Outcome.PASS);
    assertThat(r.verdict("fastjson2", "n_strings_single_quotes").outcome()).isEqualTo(Outcome.FAIL);
    assertThat(r.verdict("fastjson2", "n_strings_single_quotes").detail()).startsWith("accepted");
    java.io.StringWriter table = new java.io.StringWriter();
    io.wirebench.report.CheckTables.print(r, new PrintWriter(table, true));
    assertThat(table.toString()).as("a score line per reader").containsPattern("(?m)^jackson-databind +\\d+/\\d+")
        .containsPattern("(?m)^gson-untyped +\\d+/\\d+");
  }

  @Test void aUsersCorpusRunsWithItsOwnExpectations() throws Exception {
    Path corpus = Files.createDirectories(dir.resolve("corpus"));
    Files.writeString(corpus.resolve("y_one.json"), "[1]");
    Files.writeString(corpus.resolve("n_trailing.json"), "[1] x");
    Files.writeString(corpus.resolve("i_dup.json"), "{\"a\":1,\"a\":2}");
    CheckOptions o = new CheckOptions("jackson-databind", corpus, 0, null);
    CheckReport r = new CheckRun(new ConformanceMatrix(), o).run(dir.resolve("out2"), new PrintWriter(new StringWriter()));
    assertThat(r.cases()).extracting(Case::id).containsExactly("i_dup", "n_trailing", "y_one");
    assertThat(r.verdict("jackson-databind", "y_one").outcome()).isEqualTo(Outcome.PASS);
    assertThat(r.verdict("jackson-databind", "n_trailing").outcome()).isEqualTo(Outcome.PASS);
  }

  @Test void aUsersFileThatSaysNothingIsAUsageErrorNamingIt() throws Exception {
    Path corpus = Files.createDirectories(dir.resolve("bad"));
    Files.writeString(corpus.resolve("y_ok.json"), "[1]");
    Files.writeString(corpus.resolve("sample.json"), "[1]");
    assertThatThrownBy(() -> Corpus.cases(corpus)).isInstanceOf(BadInputException.class)
        .hasMessageContaining("sample.json").hasMessageContaining("y_*");
    Path empty = Files.createDirectories(dir.resolve("empty"));
    assertThatThrownBy(() -> Corpus.cases(empty)).isInstanceOf(BadInputException.class).hasMessageContaining("no document");
  }
}
