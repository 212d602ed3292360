package io.wirebench.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class CodecsTest {
  private final Codecs codecs = Codecs.of(List.of(new RoundTripGateTest.Honest()));

  @Test
  void duplicateIdsFailFast() {
    assertThatThrownBy(() -> Codecs.of(List.of(new RoundTripGateTest.Honest(), new RoundTripGateTest.Honest())))
        .hasMessageContaining("two codecs have the id 'honest'");
  }

  @Test
  void compressionVariantsAreFoundById() {
    Codec gz = codecs.require("honest+gzip");
    assertThat(gz.info().format()).isEqualTo("JSON+gzip");
    assertThat(gz.info().textual()).isFalse();
    for (Compressor c : Compressor.values()) {
      Verdict v = RoundTripGate.check(codecs.require("honest+" + c.label()), DataSets.require("dbdata"));
      assertThat(v.status()).as(v.describe()).isEqualTo(Verdict.Status.PASS);
      assertThat(v.encodedSize()).as(c.label()).isLessThan(1845);
    }
  }

  @Test
  void unknownIdsSuggestTheClosest() {
    assertThatThrownBy(() -> codecs.require("honset"))
        .isInstanceOf(UnknownNameException.class).hasMessageContaining("did you mean 'honest'");
  }

  @Test
  void filtersTakeIdsAndPatterns() {
    assertThat(codecs.select("hon.*").stream().map(c -> c.info().id()))
        .contains("honest", "honest+gzip", "honest+zstd");
    assertThat(codecs.select("honest,honest").stream().map(c -> c.info().id())).containsExactly("honest");
    assertThatThrownBy(() -> codecs.select("zz.*")).hasMessageContaining("matches no codec");
  }

  @Test
  void aFamilyNameSelectsEveryCodecOfThatFamily() {
    assertThat(codecs.select("json").stream().map(c -> c.info().id())).containsExactly("honest");
    assertThat(codecs.select("json,honest").stream().map(c -> c.info().id())).containsExactly("honest");
    assertThatThrownBy(() -> codecs.select("xml")).isInstanceOf(BadInputException.class)
        .hasMessageContaining("no codec of the family xml");
  }

  @Test
  void aFamilyNameIsTakenInAnyCaseAndSuggestedForATypo() {
    assertThat(codecs.select("JSON").stream().map(c -> c.info().id())).containsExactly("honest");
    assertThatThrownBy(() -> codecs.select("jsn")).hasMessageContaining("did you mean 'json'");
  }

  @Test
  void aLongListOfKnownNamesIsCountedAndPointsToListNotPrintedWhole() {
    List<String> many = new java.util.ArrayList<>();
    for (int i = 0; i < 40; i++) many.add("codec-" + i);
    many.add("codec-1+gzip");
    String m = new UnknownNameException("codec", "codec-x", many).getMessage();
    assertThat(m).contains("40 codecs; 'wirebench list codecs' names them")
        .contains("ID+COMPRESSOR compresses a codec's bytes (gzip,").doesNotContain("codec-17");
    List<String> few = List.of("alpha", "beta");
    assertThat(new UnknownNameException("codec", "gamma", few).getMessage()).endsWith("(known: alpha, beta)");
    assertThat(new UnknownNameException("data set", "x", many).getMessage())
        .contains("41 known; 'wirebench list datasets' names them");
  }
}
