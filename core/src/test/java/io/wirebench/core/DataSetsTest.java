package io.wirebench.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.wirebench.core.model.DecimalMatrix;
import io.wirebench.core.model.ModuleIds;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DataSetsTest {
  @Test
  void generationIsDeterministic() {
    assertThat(Workloads.moduleIds(20_000)).isEqualTo(Workloads.moduleIds(20_000));
    assertThat(Workloads.dbData()).isEqualTo(Workloads.dbData());
    assertThat(Workloads.decimalMatrix(5, 5)).isEqualTo(Workloads.decimalMatrix(5, 5));
  }

  @Test
  void theWorkloadsHaveTheirPublishedShapes() throws Exception {
    ModuleIds m = (ModuleIds) DataSets.require("module-ids").value();
    assertThat(m.getModules()).hasSize(20_000);
    assertThat(m.getModules().get(7).getName()).isEqualTo("foo7");
    assertThat(m.getModules().get(7).getRevision()).matches("\\d\\.\\d\\.\\d");
    // "about 1.4 MB as compact JSON"
    assertThat(Json.write(m).length).isBetween(1_200_000, 1_500_000);
    // "about 2 KB as JSON (about 10 rows)"
    assertThat(Json.write(DataSets.require("dbdata").value()).length).isBetween(1_500, 2_500);
    assertThat(Json.write(DataSets.require("person").value()).length).isLessThan(100);
    assertThat(Json.write(DataSets.require("media-content").value()).length).isLessThan(1024);
  }

  @Test
  void theDecimalMatrixTakesItsSizeFromTheId() {
    DecimalMatrix d = (DecimalMatrix) DataSets.require("decimal-matrix:3x4").value();
    assertThat(d.getRows()).hasSize(3);
    assertThat(d.getRows().get(0)).hasSize(4);
    assertThat(d.getRows().get(0).get(0)).matches("-?\\d{1,4}\\.\\d{10}");
  }

  @Test
  void modifyingChangesTheSameFieldInModelAndUntypedForms() throws Exception {
    DataSet<?> ds = DataSets.require("dbdata");
    Object model = Json.parseUntyped(Json.write(ds.value()));
    Object typed = new com.fasterxml.jackson.databind.ObjectMapper().convertValue(ds.value(), ds.type());
    Object changedModel = Json.untyped(ds.modify(typed));
    Object changedUntyped = ds.modifyUntyped(model);
    assertThat(Diff.first(changedModel, changedUntyped)).isEmpty();
    assertThat(Diff.first(ds.untyped(), changedUntyped).orElseThrow().path()).isEqualTo("$.rows[0].email");
  }

  @Test
  void unknownDataSetsSuggestTheClosestName() {
    assertThatThrownBy(() -> DataSets.require("measurments-1k"))
        .isInstanceOf(UnknownNameException.class)
        .hasMessageContaining("did you mean 'measurements-1k'");
  }

  @Test
  void aUsersJsonFileIsAnUntypedDataSet(@TempDir Path dir) throws Exception {
    Path f = dir.resolve("orders.json");
    Files.write(f, "{\"id\":1,\"items\":[{\"sku\":\"a\"}]}".getBytes(StandardCharsets.UTF_8));
    DataSet<?> ds = DataSets.require("file:" + f);
    assertThat(ds.isUntyped()).isTrue();
    assertThat(ds.value()).isEqualTo(Map.of("id", 1, "items", List.of(Map.of("sku", "a"))));
    assertThatThrownBy(() -> DataSets.require("file:" + dir.resolve("missing.json")))
        .hasMessageContaining("missing.json does not exist");
  }
}
