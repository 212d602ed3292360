package io.wirebench.codecs.scala213;

import static org.assertj.core.api.Assertions.assertThat;

import io.wirebench.core.Binding;
import io.wirebench.core.Codec;
import io.wirebench.core.Codecs;
import io.wirebench.core.DataSets;
import java.io.IOException;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A user's file binds as each library's own JSON tree, and read-modify-write changes that tree
 * (the contract checks read-modify-write on a typed data set only).
 */
class UntypedFileTreeTest {
  @ParameterizedTest
  @ValueSource(strings = {"spray-json", "spray-json-jawn", "sjson-new-spray", "sjson-new-scalajson",
      "circe-jawn", "upickle-json", "upickle-msgpack"})
  void readModifyWriteChangesTheTreeOfAUsersFile(String codecId) throws IOException {
    Codec codec = Codecs.load().require(codecId);
    Binding<Object> b = Binding.erase(codec.bind(DataSets.require(ScalaCodecsTest.UNTYPED_FILE)));
    Object changed = b.modify(b.readBytes(b.writeBytes(b.sample())));
    Object back = b.readBytes(b.writeBytes(changed));
    assertThat(back).as("the change survives write and read").isEqualTo(changed);
    assertThat(back).as("read-modify-write changes the value").isNotEqualTo(b.sample());
  }
}
