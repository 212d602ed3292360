package io.wirebench.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.wirebench.core.Binding;
import io.wirebench.core.Codec;
import io.wirebench.core.Codecs;
import io.wirebench.core.DataSet;
import io.wirebench.core.DataSets;
import io.wirebench.server.LargeResponseServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import org.junit.jupiter.api.Test;

/** The memory command's jaxrs target depends on both: the body arrives whole, a server OOM reaches the caller. */
class LargeResponseServerTest {
  @Test
  void servesTheBindingsValueAndCountsTheWholeBody() throws IOException {
    Codec codec = Codecs.load().require("jackson-databind");
    DataSet<?> ds = DataSets.require("decimal-matrix:200x100");
    Binding<Object> b = Binding.erase(codec.bind(ds));
    long expected = b.writeBytes(b.sample()).length;
    try (LargeResponseServer server = LargeResponseServer.start()) {
      server.serve(codec, ds, b);
      assertThat(server.get()).as("body bytes, chunked past 8 KB").isEqualTo(expected);
      server.clear();
      assertThatThrownBy(server::get).isInstanceOf(IllegalStateException.class);
    }
  }

  @Test
  void anOutOfMemoryErrorWhileTheServerWritesIsThrownToTheCaller() throws IOException {
    Codec codec = Codecs.load().require("jackson-databind");
    DataSet<?> ds = DataSets.require("person");
    Binding<Object> real = Binding.erase(codec.bind(ds));
    Binding<Object> failing = new Binding<Object>(ds, real.sample()) {
      @Override public void write(Object value, OutputStream out) throws IOException {
        out.write(new byte[16 * 1024]); // past Jersey's buffer: the response is committed
        throw new OutOfMemoryError("Java heap space (a test)");
      }

      @Override public Object read(InputStream in) throws IOException {
        return real.read(in);
      }
    };
    try (LargeResponseServer server = LargeResponseServer.start()) {
      server.serve(codec, ds, failing);
      assertThatThrownBy(server::get).isInstanceOf(OutOfMemoryError.class).hasMessageContaining("a test");
    }
  }
}
