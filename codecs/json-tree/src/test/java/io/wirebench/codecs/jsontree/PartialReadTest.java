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

/**
 * JSON-P's trees are maps and lists, so the default partial read would walk them to a JsonString,
 * whose text is quoted: Parsson's own partial read takes the scalar out; and the tree codecs whose
 * values the default cannot walk say so rather than failing.
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

  @Test
  void aTreeTheDefaultCannotWalkHasNoPartialReadAndSaysWhy() {
    NativeTargets n = NativeTargets.of(Codecs.load().require("orgjson").bind(DataSets.require("dbdata:1000")));
    assertThat(n.partialMethod()).isNull();
    assertThat(n.noPartial()).contains("rows.500.id").contains("Document").contains("no readPartial of its own");
  }
}
