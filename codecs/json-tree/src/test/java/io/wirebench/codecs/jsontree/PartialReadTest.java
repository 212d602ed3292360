package io.wirebench.codecs.jsontree;

import static org.assertj.core.api.Assertions.assertThat;

import io.wirebench.core.Codec;
import io.wirebench.core.Codecs;
import io.wirebench.core.DataSets;
import io.wirebench.core.NativeTargets;
import io.wirebench.core.RoundTripGate;
import io.wirebench.core.Verdict;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * JSON-P's trees are maps and lists, so the default partial read would walk them to a JsonString,
 * whose text is quoted: Parsson's own partial read takes the scalar out. The trees the default
 * cannot walk at all (org.json, antonsjava and purejson behind a Document, minimal-json's and
 * mjson's nodes, Tapestry's JSONArray) follow the path with their library's own lookups.
 */
class PartialReadTest {
  @Test
  void parssonReadsThePartialFieldOfEveryDataSetAsAJavaValue() {
    Codec c = Codecs.load().require("jsonp-parsson");
    List<String> ids = new ArrayList<>(DataSets.pinnedIds());
    ids.add("dbdata:1000");
    for (String id : ids) {
      Verdict v = RoundTripGate.checkPartial(c, DataSets.require(id));
      assertThat(v.passed()).as(v.describe()).isTrue();
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"orgjson", "antons-json", "purejson", "minimal-json", "mjson", "tapestry-json"})
  void aTreeTheDefaultCannotWalkFollowsThePathThroughItsOwnNodes(String codecId) {
    Codec c = Codecs.load().require(codecId);
    List<String> ids = new ArrayList<>(DataSets.pinnedIds());
    ids.add("dbdata:1000");
    int checked = 0;
    for (String id : ids) {
      Verdict v = RoundTripGate.checkPartial(c, DataSets.require(id));
      if (v.status() == Verdict.Status.GAP) continue; // purejson's size limit, Tapestry's bare scalars
      assertThat(v.passed()).as(v.describe()).isTrue();
      NativeTargets n = NativeTargets.of(c.bind(DataSets.require(id)));
      assertThat(n.partialMethod()).as(codecId + " on " + id).isEqualTo("tree: full parse, then the path");
      checked++;
    }
    assertThat(checked).as(codecId + ": data sets checked").isGreaterThanOrEqualTo(5);
  }
}
