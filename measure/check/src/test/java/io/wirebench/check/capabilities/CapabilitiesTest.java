package io.wirebench.check.capabilities;

import static org.assertj.core.api.Assertions.assertThat;

import io.wirebench.check.Result;
import io.wirebench.records.checks.Case;
import io.wirebench.records.checks.Outcome;
import org.junit.jupiter.api.Test;

/** The probes judge exactly, and a few libraries keep the verdicts their documentation promises. */
class CapabilitiesTest {
  private static Case c(String id) {
    return Probes.CASES.stream().filter(x -> x.id().equals(id)).findFirst().orElseThrow();
  }

  @Test void aLongRoundedThroughADoubleIsCaught() throws Exception {
    // a binder that reads numbers through double, as a JavaScript parser would
    Binder lossy = Binders.of(v -> "{\"n\":" + ((Model.Big) v).n + "}", (json, type) -> {
      Model.Big b = new Model.Big();
      b.n = (long) Double.parseDouble(json.substring(5, json.length() - 1));
      return b;
    }, x -> null);
    assertThat(Probes.check(lossy, "long-2^53+1")).isEqualTo("read back 9007199254740992");
  }

  @Test void jacksonNeedsAMixInForAStaticEnumAndSaysWhich() throws Exception {
    Result r = Probes.run(Binders.jackson(), c("static-enum"));
    assertThat(r.outcome()).isEqualTo(Outcome.YES);
    assertThat(r.detail()).startsWith("with a mix-in");
  }

  @Test void jacksonReadsRecordsOutOfTheBoxButRefusesUnknownFieldsByDefault() throws Exception {
    assertThat(Probes.run(Binders.jackson(), c("record"))).isEqualTo(Result.of(Outcome.YES, "out of the box"));
    assertThat(Probes.run(Binders.jackson(), c("unknown-ignored")).detail())
        .startsWith("with disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)");
  }

  @Test void gsonKeepsTheStaticInstanceWithATypeAdapter() throws Exception {
    Result r = Probes.run(Binders.gson(), c("static-enum"));
    assertThat(r.outcome()).isEqualTo(Outcome.YES);
    assertThat(r.detail()).startsWith("with a TypeAdapter").contains("read back another instance");
  }

  @Test void moshiHasNoOptionalAndWirebenchWroteNoAdapterForIt() throws Exception {
    Result r = Probes.run(MoshiBinder.create(), c("optional"));
    assertThat(r.outcome()).isEqualTo(Outcome.NO);
    assertThat(r.detail()).contains("Platform class java.util.Optional");
  }
}
