package io.wirebench.http;

import static org.assertj.core.api.Assertions.assertThat;

import io.wirebench.server.Entities;
import io.wirebench.server.HttpCell;
import io.wirebench.server.PersonBodyProvider;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** A route's response is decoded with its own format and compared with the data set's value before its trials. */
class ResponseCheckTest {
  private static HttpCell get(String provider, String codec, String mediaType) {
    return new HttpCell(provider, codec, "person", "GET", mediaType);
  }

  private static byte[] utf8(String s) {
    return s.getBytes(StandardCharsets.UTF_8);
  }

  @Test void theDataSetsOwnPersonPassesInEveryFormatTheClientReads() throws Exception {
    var p = Entities.person();
    assertThat(ResponseCheck.check(get("text", null, "text/plain"),
        utf8(p.getName() + ";" + p.getAge() + ";" + p.getCity()))).isEqualTo(ResponseCheck.Outcome.OK);
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    DataOutputStream out = new DataOutputStream(bytes);
    out.writeUTF(p.getName());
    out.writeInt(p.getAge());
    out.writeUTF(p.getCity());
    assertThat(ResponseCheck.check(get("custom", null, PersonBodyProvider.TYPE), bytes.toByteArray()))
        .isEqualTo(ResponseCheck.Outcome.OK);
    byte[] json = new com.fasterxml.jackson.databind.ObjectMapper().writeValueAsBytes(p);
    assertThat(ResponseCheck.check(get("jackson", null, "application/json"), json)).isEqualTo(ResponseCheck.Outcome.OK);
    assertThat(ResponseCheck.check(get("codec", "jackson-databind", "application/json"), json))
        .isEqualTo(ResponseCheck.Outcome.OK);
  }

  @Test void anotherValueOrBytesThatDoNotDecodeFailWithTheReason() {
    assertThat(ResponseCheck.check(get("text", null, "text/plain"), utf8("Ada;36")).failure())
        .contains("not name;age;city");
    assertThat(ResponseCheck.check(get("jackson", null, "application/json"),
        utf8("{\"name\":\"Someone else\",\"age\":1,\"city\":\"X\"}")).failure())
        .contains("decodes to another value than the data set's").contains("name");
    assertThat(ResponseCheck.check(get("raw", "jackson-databind", "application/json"), new byte[4]).failure())
        .contains("does not decode as application/json");
  }

  /** Kryo 4, as Jersey's Kryo module writes it, is read by Kryo 4 in the client (JerseyKryoServerTest: a right one). */
  @Test void jerseysKryoModuleIsDecodedWithKryo4AndFourBytesAreNotAPerson() {
    ResponseCheck.Outcome o = ResponseCheck.check(get("jersey-kryo", null, "application/x-kryo"), new byte[4]);
    assertThat(o.failure()).contains("does not decode as application/x-kryo").contains("Kryo 4");
  }

  /** Samples stay under 0.1% of an open-model load's requests; a closed load is sampled every 500 ms. */
  @Test void theSamplingPeriodGrowsUnderASlowOpenModelRate() {
    assertThat(ResponseSampler.periodMs(0)).isEqualTo(500);
    assertThat(ResponseSampler.periodMs(20_000)).isEqualTo(500);
    assertThat(ResponseSampler.periodMs(1_000)).isEqualTo(1_000);
    assertThat(ResponseSampler.periodMs(100)).isEqualTo(10_000);
  }
}
