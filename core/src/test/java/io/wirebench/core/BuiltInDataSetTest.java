package io.wirebench.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.wirebench.core.model.DbData;
import io.wirebench.core.model.DbRow;
import io.wirebench.core.model.DecimalMatrix;
import io.wirebench.core.model.Image;
import io.wirebench.core.model.Measurement;
import io.wirebench.core.model.Measurements;
import io.wirebench.core.model.Media;
import io.wirebench.core.model.MediaContent;
import io.wirebench.core.model.ModuleId;
import io.wirebench.core.model.ModuleIds;
import io.wirebench.core.model.Person;
import io.wirebench.core.model.SparseModuleId;
import io.wirebench.core.model.SparseModuleIds;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class BuiltInDataSetTest {
  @Test
  void theTableKeepsThePublishedIdsAndWhichArePinned() {
    assertThat(DataSets.ids()).containsExactly("dbdata", "measurements-10", "measurements-1k", "measurements-100k",
        "person", "module-ids", "decimal-matrix", "media-content", "module-ids-sparse");
    assertThat(DataSets.pinnedIds()).containsExactly("dbdata", "measurements-10", "measurements-1k", "person",
        "module-ids", "decimal-matrix", "media-content");
    assertThat(DataSets.smallIds()).isEqualTo(DataSets.pinnedIds());
  }

  @Test
  void declaredClassesComeInDeclarationOrderBecauseKryoAndForyNumberThemSo() {
    assertThat(BuiltInDataSet.allModelClasses()).containsExactly(DbData.class, DbRow.class, DbRow.Status.class,
        ArrayList.class, Measurements.class, Measurement.class, Measurement.Type.class, Person.class,
        ModuleIds.class, ModuleId.class, DecimalMatrix.class, MediaContent.class, Media.class, Media.Player.class,
        Image.class, Image.Size.class, SparseModuleIds.class, SparseModuleId.class);
  }

  @Test
  void everyDeclarationMakesItsDataSetWithItsClassesAndDescription() {
    for (BuiltInDataSet d : BuiltInDataSet.values()) {
      DataSet<?> ds = DataSets.require(d.id());
      assertThat(ds.type()).isEqualTo(d.type());
      assertThat(ds.modelClasses()).isEqualTo(d.modelClasses()).startsWith(d.type());
      assertThat(ds.description()).isEqualTo(d.description()).doesNotContain("%");
      assertThat(ds.value()).isInstanceOf(d.type());
    }
    assertThat(DataSets.require("decimal-matrix:3x4").description()).startsWith("a 3x4 matrix");
  }

  @Test
  void aDataSetUsingAnUndeclaredClassIsAGapNamingTheClass() {
    DataSet<StringBuilder> ds = new DataSet<>("custom", "", StringBuilder.class, StringBuilder::new, "", x -> x);
    assertThatThrownBy(() -> ds.requireClassesIn(BuiltInDataSet.allModelClasses()))
        .isInstanceOf(UnsupportedDataSetException.class)
        .hasMessageContaining("custom").hasMessageContaining("java.lang.StringBuilder")
        .hasMessageContaining("BuiltInDataSet");
    DataSets.require("person").requireClassesIn(List.of(Person.class));
  }
}
