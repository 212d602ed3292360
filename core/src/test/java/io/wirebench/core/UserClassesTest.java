package io.wirebench.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.lang.reflect.Array;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A user's own classes as a data set: loading, reading, the classes to register, comparing, changing. */
class UserClassesTest {
  @TempDir Path tmp;
  private Path classes;

  @BeforeEach
  void compile() throws Exception {
    Path src = tmp.resolve("src/shop");
    Files.createDirectories(src);
    Files.writeString(src.resolve("Kind.java"), "package shop; public enum Kind { BOOK, PEN }");
    Files.writeString(src.resolve("Line.java"), """
        package shop;
        public class Line {
          public String sku; public int qty; public Kind kind;
        }""");
    Files.writeString(src.resolve("Cart.java"), """
        package shop;
        import java.util.*;
        public class Cart {
          public long id; public String owner; public List<Line> lines; public Map<String, Integer> counts;
          @Override public boolean equals(Object o) {
            return o instanceof Cart c && c.id == id && Objects.equals(c.owner, owner);
          }
          @Override public int hashCode() { return Long.hashCode(id); }
        }""");
    classes = tmp.resolve("classes");
    Files.createDirectories(classes);
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    try (var files = Files.list(src)) {
      List<String> args = new java.util.ArrayList<>(List.of("--release", "17", "-d", classes.toString()));
      files.forEach(f -> args.add(f.toString()));
      assertThat(javac.run(null, null, null, args.toArray(String[]::new))).isZero();
    }
    System.setProperty(UserClasses.PROPERTY, classes.toString());
  }

  @AfterEach
  void clear() {
    System.clearProperty(UserClasses.PROPERTY);
  }

  private Path write(String name, String text) throws Exception {
    Path f = tmp.resolve(name);
    Files.writeString(f, text, StandardCharsets.UTF_8);
    return f;
  }

  @Test
  void ndjsonIsAnArrayOfTheClassAndEveryClassItUsesIsFound() throws Exception {
    Path data = write("carts.ndjson", """
        {"id":1,"owner":"ann","lines":[{"sku":"a","qty":2,"kind":"BOOK"}],"counts":{"a":2}}

        {"id":2,"owner":"bob","lines":[],"counts":{}}
        """);
    DataSet<?> ds = DataSets.uncached(UserClasses.id("shop.Cart", data));
    assertThat(ds.isUserClass()).isTrue();
    assertThat(ds.type().isArray()).isTrue();
    assertThat(ds.typeName()).isEqualTo("shop.Cart[]");
    assertThat(Array.getLength(ds.value())).isEqualTo(2);
    assertThat(ds.description()).contains("2 values", "compared with its equals");
    assertThat(ds.modelClasses()).extracting(Class::getName)
        .contains("shop.Cart", "[Lshop.Cart;", "shop.Line", "shop.Kind", "java.util.ArrayList", "java.lang.Integer")
        .isSortedAccordingTo(String::compareTo);
  }

  @Test
  void aJsonObjectIsOneValueAndAClassWithoutEqualsIsComparedFieldByField() throws Exception {
    Path data = write("line.json", "{\"sku\":\"a\",\"qty\":2,\"kind\":\"PEN\"}");
    DataSet<?> ds = DataSets.uncached(UserClasses.id("shop.Line", data));
    assertThat(ds.type().getName()).isEqualTo("shop.Line");
    assertThat(ds.description()).contains("1 value", "compared field by field");
    Object copy = Json.readAs(Json.write(ds.value()), ds.type());
    assertThat(ds.compare(ds.value(), copy)).isEmpty();
    ds.modify(copy);
    assertThat(ds.compare(ds.value(), copy)).get().asString().contains("$.sku", "a!");
  }

  @Test
  void theClassesOwnEqualsDecides() throws Exception {
    Path data = write("cart.json", "{\"id\":1,\"owner\":\"ann\",\"lines\":[{\"sku\":\"a\",\"qty\":2}],\"counts\":{}}");
    DataSet<?> ds = DataSets.uncached(UserClasses.id("shop.Cart", data));
    Object copy = Json.readAs(Json.write(ds.value()), ds.type());
    // a field equals() ignores: equal by the class's own definition
    copy.getClass().getField("lines").set(copy, List.of());
    assertThat(ds.compare(ds.value(), copy)).isEmpty();
    copy.getClass().getField("owner").set(copy, "bob");
    assertThat(ds.compare(ds.value(), copy)).get().asString().contains("equals() says they differ");
    // read-modify-write changes the first scalar field: the id
    Object changed = ds.modify(Json.readAs(Json.write(ds.value()), ds.type()));
    assertThat(changed.getClass().getField("id").get(changed)).isEqualTo(2L);
  }

  @Test
  void badInputNamesWhatIsWrong() throws Exception {
    Path data = write("x.json", "{\"id\":1}");
    assertThatThrownBy(() -> DataSets.uncached(UserClasses.id("shop.Missing", data)))
        .isInstanceOf(BadInputException.class).hasMessageContaining("shop.Missing").hasMessageContaining("--classpath");
    assertThatThrownBy(() -> DataSets.uncached(UserClasses.id("shop.Cart", tmp.resolve("absent.json"))))
        .isInstanceOf(BadInputException.class).hasMessageContaining("does not exist");
    Path bad = write("bad.ndjson", "{\"id\":1}\n{\"id\":2,\"nope\":3}\n");
    assertThatThrownBy(() -> DataSets.uncached(UserClasses.id("shop.Cart", bad)))
        .isInstanceOf(BadInputException.class).hasMessageContaining("line 2").hasMessageContaining("nope");
    assertThatThrownBy(() -> UserClasses.check(tmp.resolve("no.jar").toString(), "--classpath"))
        .isInstanceOf(BadInputException.class).hasMessageContaining("no.jar does not exist");
  }
}
