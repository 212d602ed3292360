package io.wirebench.check.unsafe;

import static org.assertj.core.api.Assertions.assertThat;

import io.wirebench.check.CheckOptions;
import io.wirebench.check.Matrix;
import io.wirebench.check.Result;
import io.wirebench.records.checks.Case;
import io.wirebench.records.checks.Outcome;
import io.wirebench.records.checks.Row;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Pins the verdicts of wirebench's own configurations, and of the switches that prove the
 * payloads are alive. The rows run here in the test's JVM (the CheckRun test runs them in their
 * own JVMs); each case resets the canary log, so rows do not see each other's canaries.
 */
class UnsafeTypesMatrixTest {
  static final UnsafeTypesMatrix MATRIX = new UnsafeTypesMatrix();

  static Map<String, Result> run(String rowId) throws Exception {
    Matrix.Subject s = MATRIX.open(rowId, CheckOptions.defaults());
    Map<String, Result> out = new LinkedHashMap<>();
    for (Case c : MATRIX.cases(CheckOptions.defaults())) out.put(c.id(), s.run(c));
    return out;
  }

  static void allAre(Map<String, Result> verdicts, Outcome outcome) {
    assertThat(verdicts).hasSize(4);
    verdicts.forEach((c, r) -> assertThat(r.outcome()).as(c + ": " + r.detail()).isEqualTo(outcome));
  }

  @Test void kryoCodecRefusesAnUnregisteredClass() throws Exception {
    Map<String, Result> v = run("kryo/wirebench:kryo");
    allAre(v, Outcome.REFUSED);
    assertThat(v.get(Payloads.ROOT).detail())
        .contains("untyped: refused, java.lang.IllegalArgumentException: Class is not registered: " + Canary.class.getName());
    allAre(run("kryo/registration-off"), Outcome.INSTANTIATED);
  }

  @Test void javaSerializationWithoutAFilterInstantiatesAndWirebenchsFilterRefuses() throws Exception {
    Map<String, Result> open = run("java/default");
    allAre(open, Outcome.INSTANTIATED);
    assertThat(open.get(Payloads.ROOT).detail()).startsWith("ran its readObject, readResolve");
    Map<String, Result> wb = run("java/wirebench:java-serialization");
    allAre(wb, Outcome.REFUSED);
    assertThat(wb.values()).allSatisfy(r -> assertThat(r.detail())
        .contains("media-content: refused, java.io.InvalidClassException: filter status: REJECTED")
        .contains("untyped: refused, java.io.InvalidClassException: filter status: REJECTED"));
  }

  @Test void fastjson2WithAutoTypeOffRefuses() throws Exception {
    allAre(run("fastjson2/default"), Outcome.REFUSED);
    Map<String, Result> wb = run("fastjson2/wirebench:fastjson2");
    allAre(wb, Outcome.REFUSED);
    assertThat(wb.get(Payloads.ROOT).detail()).contains("untyped: refused, ignored the type and returned "
        + "com.alibaba.fastjson2.JSONObject {\"@type\":\"" + Canary.class.getName() + "\"");
    Map<String, Result> on = run("fastjson2/autotype-on");
    assertThat(on.get(Payloads.ROOT).outcome()).isEqualTo(Outcome.INSTANTIATED);
  }

  /** The payloads carry a live canary: each library's unsafe switch instantiates it. */
  @Test void everyUnsafeSwitchInstantiatesTheCanaryAtTheRoot() throws Exception {
    for (String row : List.of("java/default", "kryo/registration-off", "fory/registration-off", "hessian/default",
        "xstream/any-type", "fastjson2/autotype-on", "jackson/default-typing-permissive", "json-io/default",
        "flexjson/default", "genson/class-metadata", "jodd-json/class-metadata-allow-all")) {
      Result r = MATRIX.open(row, CheckOptions.defaults()).run(Payloads.CASES.get(0));
      assertThat(r.outcome()).as(row + ": " + r.detail()).isEqualTo(Outcome.INSTANTIATED);
    }
  }

  /** wirebench's own configurations never instantiate a class they were not told about. */
  @Test void noWirebenchRowInstantiates() throws Exception {
    int rows = 0;
    for (Row row : MATRIX.rows(CheckOptions.defaults())) {
      if (!Row.wirebenchs(row.id())) continue;
      assertThat(row.unavailable()).as(row.id()).isNull();
      allAre(run(row.id()), Outcome.REFUSED);
      rows++;
    }
    assertThat(rows).isEqualTo(17);
  }

  /** json-io honours @type anywhere; wirebench's codec resolves only its model's classes. */
  @Test void jsonIoCodecRefusesATypeNameOutsideItsModel() throws Exception {
    assertThat(run("json-io/default").values()).allSatisfy(r -> assertThat(r.outcome()).isEqualTo(Outcome.INSTANTIATED));
    Map<String, Result> wb = run("json-io/wirebench:json-io");
    allAre(wb, Outcome.REFUSED);
    assertThat(wb.get(Payloads.ROOT).detail()).startsWith("media-content: refused, com.cedarsoftware.io.JsonIoException");
  }

  /** Flexjson binds any class a "class" property names; wirebench's untyped read keeps the parsed tree. */
  @Test void flexjsonCodecKeepsAClassPropertyAsData() throws Exception {
    Map<String, Result> wb = run("flexjson/wirebench:flexjson");
    allAre(wb, Outcome.REFUSED);
    assertThat(wb.get(Payloads.OBJECT_FIELD).detail()).contains("untyped: refused, ignored the type and returned "
        + "java.util.HashMap {name=holder, value={name=canary, class=" + Canary.class.getName() + "}}");
  }

  @Test void everyLibraryHasItsDefaultAndWirebenchsRowsWithUniqueIds() {
    List<Row> rows = MATRIX.rows(CheckOptions.defaults());
    assertThat(rows.stream().map(Row::id).distinct().count()).isEqualTo(rows.size());
    for (Libraries.Library lib : Libraries.ALL) {
      assertThat(rows).as(lib.key()).anySatisfy(r -> assertThat(r.id()).isEqualTo(lib.key() + "/default"));
      assertThat(rows).as(lib.key()).anySatisfy(r -> {
        assertThat(r.id()).startsWith(lib.key() + "/wirebench:");
        assertThat(r.unavailable()).isNull();
      });
    }
  }

  @Test void theCodecsSelectionKeepsTheirLibrariesRows() {
    List<String> ids = MATRIX.rows(new CheckOptions("kryo,gson", null, 0, null)).stream().map(Row::id).toList();
    assertThat(ids).containsExactly("kryo/default", "kryo/registration-off", "kryo/registration-required",
        "kryo/wirebench:kryo", "other/wirebench:gson");
  }
}
