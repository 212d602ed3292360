package io.wirebench.codecs.sbe;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.wirebench.codecs.sbe.msg.ImageSize;
import io.wirebench.codecs.sbe.msg.MeasurementType;
import io.wirebench.codecs.sbe.msg.Player;
import io.wirebench.codecs.sbe.msg.Status;
import io.wirebench.core.Binding;
import io.wirebench.core.DataSet;
import io.wirebench.core.DataSets;
import io.wirebench.core.FieldSink;
import io.wirebench.core.UnsupportedDataSetException;
import io.wirebench.core.model.DbRow;
import io.wirebench.core.model.Image;
import io.wirebench.core.model.Measurement;
import io.wirebench.core.model.Media;
import io.wirebench.core.model.SparseModuleId;
import io.wirebench.core.model.SparseModuleIds;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * SBE's access (every field from the buffer) and partial read (one field, earlier group entries
 * skipped) agree with the model on every data set the schema models, on dbdata:1000, and on paths
 * other than the data sets' own.
 */
class SbeAccessAndPartialTest {
  private final SbeCodec codec = new SbeCodec();

  static Stream<String> modelled() {
    return Stream.of("dbdata", "dbdata:1000", "measurements-10", "measurements-1k", "person", "module-ids",
        "decimal-matrix", "decimal-matrix:7x3", "media-content", "module-ids-sparse:2000");
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("modelled")
  void accessVisitsExactlyTheValuesScalars(String id) throws IOException {
    DataSet<?> ds = DataSets.require(id);
    Binding<Object> b = Binding.erase(codec.bind(ds));
    FieldSink.Collecting sink = new FieldSink.Collecting();
    b.access(b.writeBytes(b.sample()), sink);
    assertThat(sink.mismatch(ds)).as(id).isNull();
    assertThat(b.hasAccess()).isTrue();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("modelled")
  void thePartialReadFindsTheDataSetsOwnField(String id) throws IOException {
    DataSet<?> ds = DataSets.require(id);
    Binding<Object> b = Binding.erase(codec.bind(ds));
    Object got = b.readPartial(b.writeBytes(b.sample()));
    assertThat(DataSet.partialText(got)).as("%s at %s", id, ds.partialPath()).isEqualTo(ds.partialExpected());
    assertThat(b.hasPartial()).isTrue();
    assertThat(b.partialMethod()).startsWith("SBE decoder, sequential skip");
  }

  @Test
  void aListOfMoreThanAUint16CountOfEntriesRoundTripsAndReadsPartially() throws IOException {
    // top-level lists are groups with a uint32 count: measurements-100k and counted data sets need it
    DataSet<?> ds = DataSets.require("measurements:70000");
    Binding<Object> b = Binding.erase(codec.bind(ds));
    byte[] bytes = b.writeBytes(b.sample());
    assertThat(b.readBytes(bytes)).isEqualTo(b.sample());
    assertThat(DataSet.partialText(b.readPartial(bytes))).isEqualTo(ds.partialExpected());
  }

  @Test
  void dbdata1000sPartialReadIsTheMiddleRowsId() throws IOException {
    Binding<Object> b = Binding.erase(codec.bind(DataSets.require("dbdata:1000")));
    assertThat(b.readPartial(b.writeBytes(b.sample()))).isEqualTo(1500L);
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"dbdata:rows.0.id", "dbdata:rows.9.status", "dbdata:rows.3.firstName",
      "dbdata:rows.7.email", "dbdata:rows.4.zip", "person:age", "person:name", "person:city",
      "measurements-10:items.3.duration", "measurements-10:items.9.type",
      "measurements-10:items.2.measurementId", "module-ids:modules.19999.organization",
      "module-ids:modules.0.name", "decimal-matrix:rows.0.0", "decimal-matrix:rows.99.9",
      "decimal-matrix:rows.42.3", "media-content:media.uri", "media-content:media.title",
      "media-content:media.copyright", "media-content:media.format", "media-content:media.persons.1",
      "media-content:media.width", "media-content:media.duration", "media-content:media.hasBitrate",
      "media-content:media.player", "media-content:images.0.size", "media-content:images.1.height",
      "media-content:images.0.uri", "media-content:images.0.title"})
  void aPartialReadFollowsAnyPathToAScalarOfTheMessage(String spec) throws IOException {
    String base = spec.substring(0, spec.indexOf(':'));
    String path = spec.substring(spec.indexOf(':') + 1);
    DataSet<?> ds = withPath(DataSets.require(base), path);
    Binding<Object> b = Binding.erase(codec.bind(ds));
    Object got = b.readPartial(b.writeBytes(b.sample()));
    assertThat(DataSet.partialText(got)).as(spec).isEqualTo(ds.partialExpected());
  }

  @Test
  void aPartialReadOfASparseModuleReachesItsNestedListsAndNullStrings() throws IOException {
    DataSet<?> sparse = DataSets.require("module-ids-sparse:300");
    List<SparseModuleId> modules = ((SparseModuleIds) sparse.value()).getModules();
    List<String> paths = new ArrayList<>(List.of("modules.299.force", "modules.5.transitive",
        "modules.7.changing", "modules.150.name"));
    paths.add("modules." + first(modules, m -> !m.getExplicitArtifacts().isEmpty()) + ".explicitArtifacts.0");
    paths.add("modules." + first(modules, m -> !m.getExclusions().isEmpty()) + ".exclusions.0");
    paths.add("modules." + first(modules, m -> m.getBranchName() != null) + ".branchName");
    paths.add("modules." + first(modules, m -> m.getBranchName() == null) + ".branchName");
    paths.add("modules." + first(modules, m -> m.getConfigurations() != null) + ".configurations");
    for (String path : paths) {
      DataSet<?> ds = withPath(sparse, path);
      Binding<Object> b = Binding.erase(codec.bind(ds));
      assertThat(DataSet.partialText(b.readPartial(b.writeBytes(b.sample())))).as(path).isEqualTo(ds.partialExpected());
    }
  }

  @Test
  void aPathPastTheEndOfAGroupSaysHowManyEntriesThereAre() throws IOException {
    Binding<Object> b = Binding.erase(codec.bind(withPath(DataSets.require("dbdata"), "rows.10.id")));
    byte[] bytes = b.writeBytes(b.sample());
    assertThatThrownBy(() -> b.readPartial(bytes)).isInstanceOf(IndexOutOfBoundsException.class)
        .hasMessage("partial path rows.10.id: rows has 10 entries, so there is no entry 10");
  }

  @Test
  void aPathTheMessageDoesNotHaveFailsOnlyThePartialReadAndNamesTheFields() throws IOException {
    Binding<Object> b = Binding.erase(codec.bind(withPath(DataSets.require("dbdata"), "rows.1.phone")));
    byte[] bytes = b.writeBytes(b.sample());
    assertThat(b.readBytes(bytes)).isEqualTo(b.sample());
    assertThatThrownBy(() -> b.readPartial(bytes)).isInstanceOf(IllegalArgumentException.class)
        .hasMessage("partial path rows.1.phone: no field phone there; it has id, status, firstName, lastName, "
            + "street, city, state, zip, email");
  }

  @Test
  void accessRefusesTrailingBytesAsReadDoes() throws IOException {
    Binding<Object> b = Binding.erase(codec.bind(DataSets.require("person")));
    byte[] bytes = b.writeBytes(b.sample());
    byte[] padded = Arrays.copyOf(bytes, bytes.length + 1);
    assertThatThrownBy(() -> b.access(padded, new FieldSink.Collecting())).isInstanceOf(IOException.class)
        .hasMessageContaining("trailing bytes");
    assertThatThrownBy(() -> b.readBytes(padded)).isInstanceOf(IOException.class)
        .hasMessageContaining("ends at byte " + bytes.length + " of " + padded.length);
  }

  @Test
  void anotherSchemasBytesAreRefusedByTheHeader() {
    Binding<Object> b = Binding.erase(codec.bind(DataSets.require("person")));
    byte[] notSbe = {1, 0, 3, 0, 99, 0, 0, 0, 'x'};
    assertThatThrownBy(() -> b.readBytes(notSbe)).isInstanceOf(IOException.class)
        .hasMessageContaining("not an SBE message of wirebench's schema");
  }

  @Test
  void theGeneratedEnumsHaveTheModelsConstantsInItsOrder() {
    // the adapters convert by ordinal, and access visits the generated constant's name
    assertSameConstants(DbRow.Status.class, Status.class);
    assertSameConstants(Measurement.Type.class, MeasurementType.class);
    assertSameConstants(Media.Player.class, Player.class);
    assertSameConstants(Image.Size.class, ImageSize.class);
  }

  @Test
  void aUsersJsonFileIsAGapThatSaysWhy() throws IOException {
    DataSet<Object> doc = DataSets.fromJson("doc", "{\"a\":1}".getBytes(StandardCharsets.UTF_8), false);
    assertThatThrownBy(() -> codec.bind(doc)).isInstanceOf(UnsupportedDataSetException.class)
        .hasMessageContaining("needs a schema");
  }

  @Test
  void itNamesTheSbeToolVersionThatGeneratedItsFlyweights() {
    assertThat(codec.info().version()).matches("\\d+\\.\\d+\\.\\d+");
    assertThat(codec.info().config()).contains("Agrona " + SbeVersion.AGRONA).doesNotContain("unknown");
    assertThat(codec.info().jvmArgs()).containsExactly("--add-exports=java.base/jdk.internal.misc=ALL-UNNAMED");
  }

  private static void assertSameConstants(Class<? extends Enum<?>> model, Class<? extends Enum<?>> generated) {
    List<String> names = new ArrayList<>();
    for (Enum<?> e : generated.getEnumConstants()) if (!e.name().equals("NULL_VAL")) names.add(e.name());
    assertThat(names).as(generated.getSimpleName())
        .containsExactly(Arrays.stream(model.getEnumConstants()).map(Enum::name).toArray(String[]::new));
  }

  private static int first(List<SparseModuleId> modules, java.util.function.Predicate<SparseModuleId> p) {
    for (int i = 0; i < modules.size(); i++) if (p.test(modules.get(i))) return i;
    throw new AssertionError("no such module in the data set");
  }

  /** The same value, with {@code path} as its partial field (the modified path, when none is set). */
  @SuppressWarnings({"unchecked", "rawtypes"})
  private static DataSet<?> withPath(DataSet<?> ds, String path) {
    Object value = ds.value();
    return new DataSet(ds.id(), ds.description(), ds.type(), (Supplier) () -> value, path, x -> x);
  }
}
