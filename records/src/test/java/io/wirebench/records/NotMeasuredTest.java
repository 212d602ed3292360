package io.wirebench.records;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** One line per reason, not one per pair: a wide selection must not repeat a reason for every data set. */
class NotMeasuredTest {
  @Test
  void entriesThatDifferOnlyInDataSetThenInCodecShareALine() {
    String none = "the adapter has no access path";
    List<NotMeasured> all = List.of(
        new NotMeasured("orgjson", "dbdata", "access bytes", "no-access", none),
        new NotMeasured("mjson", "dbdata", "access bytes", "no-access", none),
        new NotMeasured("orgjson", "person", "access bytes", "no-access", none),
        new NotMeasured("mjson", "person", "access bytes", "no-access", none),
        new NotMeasured("purejson", "module-ids", null, "gap", "module-ids is 1,348,903 bytes of JSON"),
        new NotMeasured("kryo", "person", "access bytes", "no-access", none),
        new NotMeasured(null, null, "roundtrip stream", "no-benchmark", "roundtrip has no stream benchmark"));
    assertThat(NotMeasured.describeGrouped(all)).containsExactly(
        "orgjson, mjson on dbdata, person (access bytes): " + none,
        "purejson on module-ids: module-ids is 1,348,903 bytes of JSON",
        "kryo on person (access bytes): " + none,
        "roundtrip stream: roundtrip has no stream benchmark");
    assertThat(NotMeasured.describeGrouped(all, true, List.of()).get(0)).isEqualTo("no-access: orgjson, mjson on dbdata, person "
        + "(access bytes): " + none);
  }

  @Test
  void aReasonOnEveryDataSetOfTheRunSaysSoFromThreeDataSetsOn() {
    String none = "the adapter has no access path";
    List<NotMeasured> all = new java.util.ArrayList<>();
    for (String ds : List.of("dbdata", "person", "media-content")) {
      all.add(new NotMeasured("orgjson", ds, "access bytes", "no-access", none));
    }
    all.add(new NotMeasured("mjson", "person", "access bytes", "no-access", none));
    assertThat(NotMeasured.describeGrouped(all, false, List.of("dbdata", "person", "media-content"))).containsExactly(
        "orgjson on every data set (access bytes): " + none, "mjson on person (access bytes): " + none);
    assertThat(NotMeasured.describeGrouped(all.subList(0, 2), false, List.of("dbdata", "person")).get(0))
        .as("two are short enough to name").isEqualTo("orgjson on dbdata, person (access bytes): " + none);
  }

  @Test
  void oneEntryReadsAsItsOwnDescription() {
    NotMeasured n = new NotMeasured("kryo", "person", "write string", "no-target", "no native string path");
    assertThat(NotMeasured.describeGrouped(List.of(n))).containsExactly(n.describe());
  }
}
