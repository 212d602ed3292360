package io.wirebench.check.interop;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.wirebench.check.CheckOptions;
import io.wirebench.check.CheckRun;
import io.wirebench.check.Matrices;
import io.wirebench.core.Codecs;
import io.wirebench.records.checks.CaseVerdict;
import io.wirebench.records.checks.CheckReport;
import io.wirebench.records.checks.Outcome;
import io.wirebench.records.checks.Row;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The interop matrix on a few codecs and the fake peer, each row in its own JVM as the CLI runs it:
 * verdicts that catch a change in wirebench's configuration, the peer path, and the matrix's own
 * logic (which cells apply, how a difference is reported).
 */
class InteropMatrixTest {
  static final String CODECS = "jackson-databind,gson,jackson-tree,jackson-untyped,xstream-jettison,"
      + "xstream-json-hierarchical,bson4jackson,bson4jackson-streaming,mongo-bson";
  @TempDir static Path dir;
  static CheckReport report;

  @BeforeAll static void run() throws Exception {
    // decimal-matrix:2x2 is no default data set: its cases exist in the rows' JVMs only if the options reach them
    CheckOptions options = new CheckOptions(CODECS, null, 0, null, null, "person,dbdata,media-content,decimal-matrix:2x2");
    report = new CheckRun(Matrices.require("interop"), options).run(dir, new PrintWriter(new StringWriter(), true));
  }

  private static CaseVerdict v(String reader, String writer, String dataset) {
    return report.verdict(reader, writer + "/" + dataset);
  }

  @Test void jacksonDatabindReadsGsonsJson() {
    assertThat(v("jackson-databind", "gson", "person").outcome()).isEqualTo(Outcome.PASS);
    assertThat(v("jackson-databind", "gson", "dbdata").outcome()).isEqualTo(Outcome.PASS);
    assertThat(v("gson", "jackson-databind", "dbdata").outcome()).isEqualTo(Outcome.PASS);
  }

  @Test void treeAndUntypedReadersCompareAsJsonSoAnOmittedNullIsNoDifference() {
    // gson omits media-content's null copyright; a tree or a map has no default to restore, and a
    // missing key reads as null in both
    assertThat(v("jackson-tree", "gson", "media-content").outcome()).isEqualTo(Outcome.PASS);
    assertThat(v("jackson-untyped", "gson", "media-content").outcome()).isEqualTo(Outcome.PASS);
    assertThat(v("jackson-untyped", "gson", "dbdata").outcome()).isEqualTo(Outcome.PASS);
    CaseVerdict jettison = v("jackson-untyped", "xstream-jettison", "person");
    assertThat(jettison.outcome()).isEqualTo(Outcome.FAIL);
    assertThat(jettison.detail()).contains("at $.name: expected \"Jane Doe\" but was (absent)");
  }

  @Test void everyCodecReadsItsOwnBytes() {
    for (Row r : report.rows()) {
      if (r.id().contains(":")) continue;
      for (String ds : new String[] {"person", "dbdata", "media-content", "decimal-matrix:2x2"}) {
        CaseVerdict own = v(r.id(), r.id(), ds);
        assertThat(own.outcome()).as("%s reading its own %s: %s", r.id(), ds, own.detail()).isEqualTo(Outcome.PASS);
      }
    }
    assertThat(Matrices.require("interop").exitCode(report)).as("codecs read their own bytes").isZero();
    // the fake peer fails on its own bytes (it drops a field), which is not wirebench's to fix
    assertThat(v("fake:json", "fake:json", "dbdata").outcome()).isEqualTo(Outcome.FAIL);
  }

  @Test void aStandardJsonReaderFailsOnTheJettisonDialectNamingTheClassWrapper() {
    CaseVerdict jackson = v("jackson-databind", "xstream-jettison", "person");
    assertThat(jackson.outcome()).isEqualTo(Outcome.FAIL);
    assertThat(jackson.detail()).contains("cannot read it").contains("\"person\"");
    // and XStream reads no one's standard JSON back: it expects the wrapper
    assertThat(v("xstream-jettison", "gson", "person").outcome()).isEqualTo(Outcome.FAIL);
  }

  @Test void theBsonDialectsAreLabelledAndOthersFailOnThem() {
    assertThat(Codecs.load().require("bson4jackson-streaming").info().isDialect()).isTrue();
    assertThat(Codecs.load().require("mongo-bson").info().isDialect()).isTrue();
    assertThat(Codecs.load().require("bson4jackson").info().isDialect()).isFalse();
    CaseVerdict zeroLengths = v("mongo-bson", "bson4jackson-streaming", "person");
    assertThat(zeroLengths.outcome()).as(zeroLengths.detail()).isEqualTo(Outcome.FAIL);
    assertThat(report.rows()).filteredOn(r -> r.id().equals("bson4jackson-streaming"))
        .allSatisfy(r -> assertThat(r.config()).startsWith("DIALECT: "));
  }

  @Test void aDifferenceIsReportedWithItsPath() {
    // mongo-bson writes DbRow.id as _id; bson4jackson (Jackson 3: unknown properties ignored) reads id as 0
    CaseVerdict id = v("bson4jackson", "mongo-bson", "dbdata");
    assertThat(id.outcome()).isEqualTo(Outcome.FAIL);
    assertThat(id.detail()).contains("at $.rows[0].id: expected 1000");
    // the fake peer drops "city" when it reads: the difference names the field's path
    CaseVerdict peer = v("fake:json", "gson", "dbdata");
    assertThat(peer.outcome()).isEqualTo(Outcome.FAIL);
    assertThat(peer.detail()).contains("at $.rows[0].city: expected \"");
  }

  @Test void aPeerIsARowAndAWriterOfItsFormatWithNoChangeToTheMatrix() {
    assertThat(report.rows()).extracting(Row::id).contains("fake:json");
    // the peer's bytes, written from the data set's reference tree, are read back by the JVM's readers
    assertThat(v("jackson-databind", "fake:json", "dbdata").outcome()).isEqualTo(Outcome.PASS);
    assertThat(v("gson", "fake:json", "person").outcome()).isEqualTo(Outcome.PASS);
    // the peer reads JSON only: no BSON writer's case applies to it, and no JSON reader gets BSON
    assertThat(v("fake:json", "mongo-bson", "person")).isNull();
    assertThat(v("jackson-databind", "bson4jackson", "person")).isNull();
  }

  @Test void theWriteOnlyDialectIsAWriterAndNoReader() {
    assertThat(report.rows()).extracting(Row::id).doesNotContain("xstream-json-hierarchical");
    CaseVerdict v = v("jackson-databind", "xstream-json-hierarchical", "person");
    assertThat(v.outcome()).isEqualTo(Outcome.FAIL);
    assertThat(v.detail()).contains("Unrecognized field \"person\"");
  }

  @Test void aDataSetOnlyTheOptionsNameReachesTheRows() {
    // the tables the command prints of these verdicts: cli's InteropTablesTest
    assertThat(v("gson", "jackson-databind", "decimal-matrix:2x2").outcome()).isEqualTo(Outcome.PASS);
  }

  @Test void theDataSetSelectionReachesTheRowsJvm() throws Exception {
    CheckOptions o = new CheckOptions("gson", null, 3, "256m", null, "person,module-ids");
    ObjectMapper json = new ObjectMapper();
    assertThat(json.readValue(json.writeValueAsString(o), CheckOptions.class)).isEqualTo(o);
    InteropMatrix m = new InteropMatrix();
    // gson's cases, and the fake peer's, which joins the JSON of the codecs chosen
    // (the real JSON peers, python:json and node:json, join too; they are tested in the peers package)
    assertThat(m.cases(o)).extracting(c -> c.id()).filteredOn(id -> !id.startsWith("python:") && !id.startsWith("node:"))
        .containsExactly("gson/person", "gson/module-ids", "fake:json/person", "fake:json/module-ids");
    assertThat(m.cases(new CheckOptions("gson", null, 0, null))).filteredOn(c -> c.id().startsWith("gson/")
        || c.id().startsWith("fake:")).hasSize(2 * InteropMatrix.DEFAULT_DATASETS.size());
  }

  @Test void checksJsonReadsBackWithEveryVerdict() throws Exception {
    CheckReport back = CheckReport.read(dir.resolve("checks.json"));
    assertThat(back.verdicts()).isEqualTo(report.verdicts());
    assertThat(back.header()).containsEntry("matrix", "interop");
  }
}
