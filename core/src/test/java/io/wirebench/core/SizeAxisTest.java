package io.wirebench.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class SizeAxisTest {
  @Test
  void sizesAreDecimalBytesSmallestFirstEachOnce() {
    assertThat(SizeAxis.parse("10k,1k, 1.5M,1000,2kb")).containsExactly(1_000L, 2_000L, 10_000L, 1_500_000L);
    assertThat(SizeAxis.parse("1g")).containsExactly(1_000_000_000L);
  }

  @Test
  void aSizeThatIsNoNumberIsRefusedNamingIt() {
    assertThatThrownBy(() -> SizeAxis.parse("1k,10q")).isInstanceOf(BadInputException.class)
        .hasMessageContaining("'10q' is not a size").hasMessageContaining("1k, 10k, 1m");
    assertThatThrownBy(() -> SizeAxis.parse("1k,,10k")).isInstanceOf(BadInputException.class);
    assertThatThrownBy(() -> SizeAxis.parse("0")).isInstanceOf(BadInputException.class)
        .hasMessageContaining("give 1 or more");
  }

  @Test
  void everyNameOfASizedDataSetBelongsToItsFamily() {
    assertThat(SizeAxis.family("dbdata")).contains("dbdata:N");
    assertThat(SizeAxis.family("dbdata:4811")).contains("dbdata:N");
    assertThat(SizeAxis.family("measurements-1k")).contains("measurements:N");
    assertThat(SizeAxis.family("measurements:37")).contains("measurements:N");
    assertThat(SizeAxis.family("module-ids-sparse")).contains("module-ids-sparse:N");
    assertThat(SizeAxis.family("decimal-matrix")).contains("decimal-matrix:Nx10");
    assertThat(SizeAxis.family("decimal-matrix:50x20")).contains("decimal-matrix:Nx20");
    assertThat(SizeAxis.family("person")).isEmpty();
    assertThat(SizeAxis.family("media-content")).isEmpty();
    assertThat(SizeAxis.family("file:orders.json")).isEmpty();
    assertThat(SizeAxis.id("decimal-matrix:Nx20", 7)).isEqualTo("decimal-matrix:7x20");
  }

  @Test
  void aSizeBecomesTheCountWhoseJsonIsClosestToIt() throws Exception {
    SizeAxis.Member m = SizeAxis.member("dbdata:N", 100_000);
    assertThat(m.id()).isEqualTo("dbdata:" + m.count());
    // the bytes recorded are the data set's own, and no neighbouring count is closer to the size asked
    assertThat(DataSets.uncached(m.id()).jsonBytes()).isEqualTo(m.jsonBytes());
    long below = Json.canonicalBytes(DataSets.uncached("dbdata:" + (m.count() - 1)).value());
    long above = Json.canonicalBytes(DataSets.uncached("dbdata:" + (m.count() + 1)).value());
    assertThat(Math.abs(m.jsonBytes() - 100_000)).isLessThanOrEqualTo(Math.abs(below - 100_000))
        .isLessThanOrEqualTo(Math.abs(above - 100_000));
    SizeAxis.Member matrix = SizeAxis.member("decimal-matrix:Nx10", 50_000);
    assertThat(matrix.id()).matches("decimal-matrix:\\d+x10");
    assertThat((double) matrix.jsonBytes()).isCloseTo(50_000, org.assertj.core.data.Percentage.withPercentage(2));
  }

  @Test
  void aSizeBelowOneUnitIsOneUnit() {
    SizeAxis.Member m = SizeAxis.member("module-ids:N", 10);
    assertThat(m.count()).isEqualTo(1);
    assertThat(m.jsonBytes()).isGreaterThan(10);
  }

  @Test
  void aSweepTakesEachFamilyOnceAndRefusesDataSetsWithoutASize() {
    List<SizeAxis.Member> ms = SizeAxis.members(List.of("dbdata", "dbdata:100", "measurements-10"), List.of(1_000L,
        5_000L));
    assertThat(ms).extracting(SizeAxis.Member::family).containsExactly("dbdata:N", "dbdata:N", "measurements:N",
        "measurements:N");
    assertThatThrownBy(() -> SizeAxis.members(List.of("dbdata", "person", "media-content"), List.of(1_000L)))
        .isInstanceOf(BadInputException.class).hasMessageContaining("person, media-content have none")
        .hasMessageContaining("dbdata:N");
  }
}
