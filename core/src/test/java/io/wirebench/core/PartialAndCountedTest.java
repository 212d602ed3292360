package io.wirebench.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.wirebench.core.model.DbData;
import io.wirebench.core.model.Measurements;
import org.junit.jupiter.api.Test;

class PartialAndCountedTest {
  @Test
  void countedDbdataHasTheDefaultRowsFirstAndItsPartialFieldInTheMiddle() {
    DbData big = (DbData) DataSets.uncached("dbdata:1000").value();
    DbData small = (DbData) DataSets.uncached("dbdata").value();
    assertThat(big.getRows()).hasSize(1000);
    assertThat(big.getRows().subList(0, 10)).isEqualTo(small.getRows());
    DataSet<?> d = DataSets.uncached("dbdata:1000");
    assertThat(d.partialPath()).isEqualTo("rows.500.id");
    assertThat(d.partialExpected()).isEqualTo("1500");
    assertThat(DataSet.partialText(d.partialOf(d.value()))).isEqualTo("1500");
    assertThat(DataSet.partialText(d.partialOf(d.untyped()))).isEqualTo("1500");
  }

  @Test
  void everyBuiltInDataSetHasAPartialFieldThatModelAndUntypedFormAgreeOn() {
    for (String id : DataSets.pinnedIds()) {
      DataSet<?> d = DataSets.uncached(id);
      assertThat(DataSet.partialText(d.partialOf(d.value()))).as(id).isEqualTo(d.partialExpected());
    }
  }

  @Test
  void countedFormsCoverMeasurementsAndModuleIds() {
    assertThat(((Measurements) DataSets.uncached("measurements:37").value()).getItems()).hasSize(37);
    assertThat(DataSets.uncached("module-ids:40").partialPath()).isEqualTo("modules.20.revision");
    assertThat(DataSets.select("dbdata:100,measurements:10")).hasSize(2);
  }

  @Test
  void anEmptyOrHugeCountIsRefusedWithTheFormToUse() {
    assertThatThrownBy(() -> DataSets.uncached("dbdata:0")).isInstanceOf(BadInputException.class)
        .hasMessageContaining("dbdata:1000");
    assertThatThrownBy(() -> DataSets.uncached("dbdata:99999999999")).isInstanceOf(BadInputException.class)
        .hasMessageContaining("cannot fit");
  }

  @Test
  void theCollectingSinkAcceptsExactlyTheValuesScalars() {
    DataSet<?> d = DataSets.uncached("person");
    FieldSink.Collecting all = new FieldSink.Collecting();
    for (String s : d.scalars()) all.visit(s);
    assertThat(all.mismatch(d)).isNull();
    FieldSink.Collecting missing = new FieldSink.Collecting();
    for (String s : d.scalars().subList(1, d.scalars().size())) missing.visit(s);
    assertThat(missing.mismatch(d)).contains("visited 2 scalars where person has 3").contains("not visited");
  }

  @Test
  void numbersVisitedAsLongOrWholeDoubleCompareAlike() {
    DataSet<?> d = DataSets.uncached("person");
    FieldSink.Collecting sink = new FieldSink.Collecting();
    for (String s : d.scalars()) {
      if (s.chars().allMatch(Character::isDigit)) sink.visit((double) Long.parseLong(s));
      else sink.visit(s);
    }
    assertThat(sink.mismatch(d)).isNull();
  }

  @Test
  void aFractionHeldAsBigDecimalComparesAsTheDoubleAReaderVisits() {
    FieldSink.Collecting sink = new FieldSink.Collecting();
    sink.visit(0.25);
    sink.visit(3.0);
    assertThat(PartialPath.text(new java.math.BigDecimal("0.25"))).isEqualTo(sink.sorted().get(0));
    assertThat(PartialPath.text(new java.math.BigDecimal("3.00"))).isEqualTo(sink.sorted().get(1));
    assertThat(PartialPath.text(new java.math.BigInteger("123456789012345678901234"))).isEqualTo("123456789012345678901234");
  }

  @Test
  void aDataSetWithoutAModifiedPathReadsItsFirstScalar() {
    assertThat(UntypedPath.firstScalarPath(java.util.Map.of("a", java.util.List.of(java.util.Map.of("b", 1)))))
        .isEqualTo("a.0.b");
  }
}
