package io.wirebench.codecs.xml;

import io.wirebench.testkit.UndeclaredClass;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** A data set whose classes the table does not declare is a gap with its reason, never a failure. */
class UndeclaredClassTest {
  @ParameterizedTest
  @ValueSource(strings = {"xstream"})
  void aCodecThatRegistersClassesReportsAGapForAnUndeclaredOne(String codec) {
    UndeclaredClass.assertGap(codec);
  }
}
