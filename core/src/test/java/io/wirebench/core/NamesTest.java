package io.wirebench.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class NamesTest {
  private static final List<String> KNOWN = List.of("write", "read", "roundtrip", "saveload");

  @Test
  void exactNamesComeFirstAndEachNameIsSelectedOnceInTheOrderTyped() {
    assertThat(Names.select(" read ,write,read", "operation", KNOWN)).containsExactly("read", "write");
  }

  @Test
  void anItemWithARegexCharacterIsAPatternOverWholeNames() {
    assertThat(Names.select("r.*", "operation", KNOWN)).containsExactly("read", "roundtrip");
    assertThat(Names.select("(save|write).*", "operation", KNOWN)).containsExactly("write", "saveload");
  }

  @Test
  void aNameWithADotIsANameNotAPatternSoATypoGetsADidYouMean() {
    assertThatThrownBy(() -> Names.select("round.trip", "operation", KNOWN))
        .isInstanceOf(UnknownNameException.class).hasMessageContaining("did you mean 'roundtrip'");
  }

  @Test
  void aPatternThatMatchesNothingNamesTheKnownValues() {
    assertThatThrownBy(() -> Names.select("x.*", "operation", KNOWN))
        .isInstanceOf(BadInputException.class)
        .hasMessageContaining("operation pattern 'x.*' matches no operation")
        .hasMessageContaining("write, read, roundtrip, saveload");
  }

  @Test
  void aPatternThatDoesNotCompileIsBadInput() {
    assertThatThrownBy(() -> Names.select("(read", "operation", KNOWN))
        .isInstanceOf(BadInputException.class).hasMessageContaining("not a valid regular expression");
  }

  @Test
  void aListThatSelectsNothingIsBadInputSayingNothingWasSelected() {
    for (String empty : new String[] {"", ",", " , ,"}) {
      assertThatThrownBy(() -> Names.select(empty, "operation", KNOWN))
          .as("'%s'", empty).isInstanceOf(BadInputException.class)
          .hasMessageContaining("no operation selected");
    }
  }

  @Test
  void codecsAndDataSetsFollowTheSameRules() {
    Codecs codecs = Codecs.of(List.of(new RoundTripGateTest.Honest()));
    assertThatThrownBy(() -> codecs.select(",")).hasMessageContaining("no codec selected");
    assertThatThrownBy(() -> DataSets.select(",")).hasMessageContaining("no data set selected");
    assertThatThrownBy(() -> DataSets.select("zz.*")).hasMessageContaining("matches no data set");
    assertThat(DataSets.select("measurements-1.*,person,decimal-matrix:2x3").stream().map(DataSet::id))
        .containsExactly("measurements-10", "measurements-1k", "measurements-100k", "person", "decimal-matrix:2x3");
  }
}
