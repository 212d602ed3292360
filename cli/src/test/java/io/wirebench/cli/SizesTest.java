package io.wirebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SizesTest {
  @Test
  void onModuleIdsTaggedBinaryBeatsMessagePackWhichBeatsJsonAndGzippedJsonBeatsAllThree(@TempDir Path dir) throws Exception {
    Path out = dir.resolve("sizes.json");
    Cli r = Cli.run("sizes", "--datasets", "module-ids",
        "--codecs", "jackson-databind,msgpack-core,jackson-msgpack,tagged-binary", "--out", out.toString(),
        "--run-dir", out.resolveSibling("sizes-run").toString());
    assertThat(r.exit).as(r.toString()).isZero();
    assertThat(r.out).contains("module-ids").contains("GZIP").contains("VS JSON");
    Map<String, JsonNode> rows = new HashMap<>();
    for (JsonNode n : new ObjectMapper().readTree(out.toFile()).get("sizes")) rows.put(n.get("codec").asText(), n);
    long json = rows.get("jackson-databind").get("raw").asLong();
    long gzipJson = rows.get("jackson-databind").get("compressed").get("gzip").asLong();
    long msgpack = rows.get("msgpack-core").get("raw").asLong();
    long tagged = rows.get("tagged-binary").get("raw").asLong();
    assertThat(rows.get("jackson-msgpack").get("raw").asLong()).isEqualTo(msgpack);
    assertThat(tagged).isLessThan(msgpack);
    assertThat(msgpack).isLessThan(json);
    assertThat(gzipJson).isLessThan(tagged);
    assertThat(rows.get("jackson-databind").get("ratioToJson").asDouble()).isEqualTo(1.0);
  }

  @Test
  void aPairThatIsNotGatedIsNotSizedAndSaysWhy() throws Exception {
    Cli r = Cli.run("sizes", "--datasets", "decimal-matrix", "--codecs", "jackson-protobuf", "--run-dir",
        java.nio.file.Files.createTempDirectory("wirebench-sizes").resolve("run").toString());
    assertThat(r.exit).as(r.toString()).isZero();
    assertThat(r.out).doesNotContain("jackson-protobuf  ")
        .contains("not sized: jackson-protobuf on decimal-matrix: gap: protobuf has no list of lists");
  }

  @Test
  void aCodecsNoteIsNumberedInItsRowsAndSaidOnceUnderTheTables() throws Exception {
    Cli r = Cli.run("sizes", "--datasets", "person,dbdata", "--codecs", "kryo", "--run-dir",
        Files.createTempDirectory("wirebench-sizes").resolve("run").toString());
    assertThat(r.exit).as(r.toString()).isZero();
    assertThat(r.out.lines().filter(l -> l.startsWith("  kryo ")))
        .hasSize(2).allSatisfy(l -> assertThat(l).endsWith("[1]"));
    assertThat(r.out.lines().filter(l -> l.contains("refuses trailing bytes")))
        .singleElement().satisfies(l -> assertThat(l).startsWith("[1] kryo: refuses trailing bytes"));
  }
}
