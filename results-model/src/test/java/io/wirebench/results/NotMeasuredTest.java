package io.wirebench.results;

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
    assertThat(NotMeasured.describeGrouped(all, true).get(0)).isEqualTo("no-access: orgjson, mjson on dbdata, person "
        + "(access bytes): " + none);
  }

  @Test
  void oneEntryReadsAsItsOwnDescription() {
    NotMeasured n = new NotMeasured("kryo", "person", "write string", "no-target", "no native string path");
    assertThat(NotMeasured.describeGrouped(List.of(n))).containsExactly(n.describe());
  }
}
