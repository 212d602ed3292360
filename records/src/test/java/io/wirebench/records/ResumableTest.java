package io.wirebench.records;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What a refused resume says: the paths that differ, DIR's value first. */
class ResumableTest {
  private static JsonNode json(String s) throws Exception {
    return ResultFile.MAPPER.readTree(s);
  }

  @Test
  void aChangedLibraryVersionIsNamedWithBothValues() throws Exception {
    List<String> d = new ArrayList<>();
    Resumable.differences("codecs", json("[{\"id\":\"gson\",\"version\":\"2.10\"}]"),
        json("[{\"id\":\"gson\",\"version\":\"2.11\"}]"), d);
    assertThat(d).containsExactly("codecs[0].version: 2.10 in DIR, 2.11 now");
  }

  @Test
  void aCodecSetThatChangedNamesTheCodecsOnEachSide() throws Exception {
    List<String> d = new ArrayList<>();
    Resumable.differences("codecs", json("[{\"id\":\"gson\"},{\"id\":\"moshi\"}]"),
        json("[{\"id\":\"gson\"},{\"id\":\"kryo\"},{\"id\":\"fory\"}]"), d);
    assertThat(d).containsExactly("codecs: DIR has moshi, which this build has not; this build adds kryo, fory");
  }

  @Test
  void equalTreesAndEqualNumbersOfAnotherTypeDoNotDiffer() throws Exception {
    List<String> d = new ArrayList<>();
    Resumable.differences("setup", json("{\"heap\":1.0,\"a\":null,\"b\":[1,2]}"), json("{\"heap\":1,\"b\":[1,2]}"), d);
    assertThat(d).isEmpty();
  }

  @Test
  void aChangedDataSetDescriptionIsADifference() throws Exception {
    List<String> d = new ArrayList<>();
    Resumable.differences("datasets", json("[{\"id\":\"file:x.json\",\"description\":\"12 values\"}]"),
        json("[{\"id\":\"file:x.json\",\"description\":\"13 values\"}]"), d);
    assertThat(d).containsExactly("datasets[0].description: 12 values in DIR, 13 values now");
  }
}
