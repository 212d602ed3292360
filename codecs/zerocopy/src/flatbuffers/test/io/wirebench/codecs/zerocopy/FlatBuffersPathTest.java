package io.wirebench.codecs.zerocopy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.flatbuffers.FlatBufferBuilder;
import com.google.flatbuffers.Table;
import io.wirebench.codecs.zerocopy.FlatBuffersTypes.Root;
import io.wirebench.codecs.zerocopy.fb.FbDbData;
import io.wirebench.core.DataSets;
import io.wirebench.core.model.DbData;
import io.wirebench.core.model.DecimalMatrix;
import java.nio.ByteBuffer;
import org.junit.jupiter.api.Test;

/**
 * The partial read's path through the generated accessors, beyond the paths the built-in data
 * sets name: enums by name, nested tables, lists of lists, nulls, and paths that cannot be
 * followed. Compiled only with the generated classes (the {@code flatbuffers} profile).
 */
class FlatBuffersPathTest {
  @Test
  void anEnumFieldReadsAsItsConstantsName() {
    DbData dbdata = (DbData) DataSets.require("dbdata").value();
    assertThat(read("dbdata", "rows.3.status")).isEqualTo(dbdata.getRows().get(3).getStatus().name());
    assertThat(read("media-content", "images.0.size")).isEqualTo("LARGE");
    assertThat(read("media-content", "media.player")).isEqualTo("JAVA");
  }

  @Test
  void aNestedTableAndAVectorOfStringsAreFollowed() {
    assertThat(read("media-content", "media.persons.1")).isEqualTo("Steve Jobs");
    assertThat(read("media-content", "media.width")).isEqualTo(640);
  }

  @Test
  void anIndexAfterAnIndexGoesIntoTheRowsOneVector() {
    DecimalMatrix matrix = (DecimalMatrix) DataSets.require("decimal-matrix").value();
    assertThat(read("decimal-matrix", "rows.7.3")).isEqualTo(matrix.getRows().get(7).get(3));
  }

  @Test
  void aStringLeftOutReadsAsNull() {
    assertThat(read("media-content", "media.copyright")).isNull();
  }

  @Test
  void aFieldTheTableDoesNotHaveIsNamedAtBindTime() {
    assertThatThrownBy(() -> FlatBuffersPath.resolve(FbDbData.class, "rows.5.nmae"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("path rows.5.nmae: the FlatBuffers table FbDbRow has no field nmae");
  }

  @Test
  void aVectorWithoutAnIndexAndAPathEndingAtATableAreRefused() {
    assertThatThrownBy(() -> FlatBuffersPath.resolve(FbDbData.class, "rows.id"))
        .hasMessageContaining("rows is a vector; an index must follow it");
    assertThatThrownBy(() -> FlatBuffersPath.resolve(FbDbData.class, "rows.5"))
        .hasMessageContaining("ends at the table FbDbRow");
    assertThatThrownBy(() -> FlatBuffersPath.resolve(FbDbData.class, "rows.5.id.x"))
        .hasMessageContaining("id is a long, which has no field x");
  }

  @Test
  void anIndexPastTheEndSaysHowManyElementsThereAre() {
    assertThatThrownBy(() -> read("dbdata", "rows.10.id")).isInstanceOf(IndexOutOfBoundsException.class)
        .hasMessage("path rows.10.id: rows has 10 elements, so there is no element 10");
  }

  /** The value at {@code path} in the data set's FlatBuffers encoding. */
  @SuppressWarnings({"unchecked", "rawtypes"})
  private static Object read(String dataSet, String path) {
    var ds = DataSets.require(dataSet);
    Root root = FlatBuffersTypes.find(ds);
    FlatBufferBuilder b = new FlatBufferBuilder(1024);
    b.finish(root.writer().write(b, ds.value()));
    Table table = (Table) root.root().apply(ByteBuffer.wrap(b.sizedByteArray()));
    return FlatBuffersPath.resolve(root.tableType(), path).read(table);
  }
}
