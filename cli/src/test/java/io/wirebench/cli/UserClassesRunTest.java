package io.wirebench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.wirebench.core.UserClasses;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code run --classpath/--class/--data}: classes wirebench has never seen, compiled here into a
 * jar, measured by the codecs that bind classes at run time, each proven by the gate in a JVM
 * whose class path holds the jar (as its forks' does).
 */
class UserClassesRunTest {
  /** Codecs that bind any class at run time: reflection, registration or run-time code generation. */
  private static final List<String> CODECS = List.of("jackson-databind", "gson", "fastjson2", "moshi", "yasson",
      "kryo", "fory", "java-serialization", "hessian");

  @TempDir Path tmp;

  @AfterEach
  void clear() {
    System.clearProperty(UserClasses.PROPERTY); // run sets it for its forks; later tests in this JVM must not see it
  }

  /** A jar of a small order model in a package no wirebench code knows. */
  private Path jar() throws Exception {
    return UserJars.compile(tmp, "shop", java.util.Map.of(
        "org/example/shop/Status.java", "package org.example.shop; public enum Status { NEW, PAID, SHIPPED }",
        "org/example/shop/Item.java", """
        package org.example.shop;
        public class Item implements java.io.Serializable {
          private String sku; private int quantity; private double price;
          public Item() {}
          public String getSku() { return sku; } public void setSku(String v) { sku = v; }
          public int getQuantity() { return quantity; } public void setQuantity(int v) { quantity = v; }
          public double getPrice() { return price; } public void setPrice(double v) { price = v; }
        }""",
        "org/example/shop/Order.java", """
        package org.example.shop;
        import java.util.*;
        public class Order implements java.io.Serializable {
          private long id; private String customer; private Status status; private List<Item> items;
          private Map<String, String> tags; private boolean paid;
          public Order() {}
          public long getId() { return id; } public void setId(long v) { id = v; }
          public String getCustomer() { return customer; } public void setCustomer(String v) { customer = v; }
          public Status getStatus() { return status; } public void setStatus(Status v) { status = v; }
          public List<Item> getItems() { return items; } public void setItems(List<Item> v) { items = v; }
          public Map<String, String> getTags() { return tags; } public void setTags(Map<String, String> v) { tags = v; }
          public boolean isPaid() { return paid; } public void setPaid(boolean v) { paid = v; }
        }"""));
  }

  private Path orders() throws Exception {
    StringBuilder b = new StringBuilder();
    String[] status = {"NEW", "PAID", "SHIPPED"};
    for (int i = 0; i < 20; i++) {
      b.append(String.format(java.util.Locale.ROOT, "{\"id\":%d,\"customer\":\"customer %d\",\"status\":\"%s\",\"items\":["
          + "{\"sku\":\"A-%d\",\"quantity\":%d,\"price\":%d.25},{\"sku\":\"B-%d\",\"quantity\":1,\"price\":0.5}],"
          + "\"tags\":{\"channel\":\"web\"},\"paid\":%b}%n", i, i, status[i % 3], i, i + 1, i, i, i % 2 == 0));
    }
    Path f = tmp.resolve("orders.ndjson");
    Files.writeString(f, b);
    return f;
  }

  @Test
  void yourOwnClassesAreGatedAndMeasuredByEveryCodecThatBindsClasses() throws Exception {
    Path jar = jar();
    Path data = orders();
    Path out = tmp.resolve("run");
    List<String> codecs = new ArrayList<>(CODECS);
    codecs.add("dsl-json"); // generated code only: must say so
    Cli r = Cli.run("run", "--classpath", jar.toString(), "--class", "org.example.shop.Order", "--data", data.toString(),
        "--codecs", String.join(",", codecs), "--ops", "write,read", "--forks", "1", "--warmup-iterations", "1",
        "--iterations", "2", "--iteration-ms", "50", "--no-gc-profiler", "--out", out.toString());
    assertThat(r.exit).as(r.toString()).isZero();
    String id = "class:org.example.shop.Order:" + data.toAbsolutePath().normalize();
    // every codec (and the baseline) proven on the user's classes, in a JVM that has the jar
    assertThat(r.out).contains((CODECS.size() + 1) + " pairs round-trip exactly, 0 failed, 1 gaps");
    assertThat(r.out).contains("kryo is gated in a JVM with your classes on its class path");
    assertThat(r.out).contains("not measured: dsl-json on " + id + ": needs code generated or written ahead of time",
        "your org.example.shop.Order[]");
    // a summary that names a winner
    assertThat(r.out).contains("answer for " + id).containsPattern("fastest writer: [a-z0-9-]+ \\(bytes, [0-9,]+ ops/s")
        .containsPattern("fastest reader: [a-z0-9-]+ ").containsPattern("smallest: [a-z0-9-]+ \\([0-9,]+ bytes");
    JsonNode run = new ObjectMapper().readTree(out.resolve("run.json").toFile());
    List<String> measured = new ArrayList<>();
    run.get("cells").forEach(c -> {
      if (c.get("status").asText().equals("done")) measured.add(c.get("codec").asText() + " " + c.get("op").asText());
    });
    for (String c : CODECS) assertThat(measured).as("cells of " + c).contains(c + " write", c + " read");
    JsonNode sizes = new ObjectMapper().readTree(out.resolve("sizes.json").toFile());
    List<String> sized = new ArrayList<>();
    sizes.get("sizes").forEach(s -> sized.add(s.get("codec").asText()));
    assertThat(sized).as("sized in the gate's JVM, which has the jar").containsAll(CODECS);
    assertThat(Files.readString(out.resolve("forks.log"))).contains("kryo on " + id);
  }

  @Test
  void aClassThatIsNotOnTheClassPathIsAUsageError() throws Exception {
    Path jar = jar();
    Cli r = Cli.run("run", "--classpath", jar.toString(), "--class", "org.example.shop.Nope", "--data",
        orders().toString(), "--codecs", "gson", "--dry-run");
    assertThat(r.exit).isEqualTo(2);
    assertThat(r.err).contains("org.example.shop.Nope", "--classpath");
    Cli noData = Cli.run("run", "--classpath", jar.toString(), "--class", "org.example.shop.Order", "--dry-run");
    assertThat(noData.exit).isEqualTo(2);
    assertThat(noData.err).contains("--class org.example.shop.Order needs --data");
  }

  @Test
  void verifyGatesYourClassesAsRunDoes() throws Exception {
    Path jar = jar();
    Path data = orders();
    Cli r = Cli.run("verify", "--classpath", jar.toString(), "--class", "org.example.shop.Order", "--data",
        data.toString(), "--codecs", "gson,kryo,dsl-json", "--all");
    assertThat(r.exit).as(r.toString()).isZero();
    String id = "class:org.example.shop.Order:" + data.toAbsolutePath().normalize();
    assertThat(r.out).contains("kryo is gated in a JVM with your classes on its class path")
        .contains("2 pairs round-trip exactly, 0 failed, 1 gaps").contains(id);
    Cli noClass = Cli.run("verify", "--data", data.toString(), "--codecs", "gson");
    assertThat(noClass.exit).isEqualTo(2);
    assertThat(noClass.err).contains("--data " + data + " needs --class", "--datasets file:");
  }
}
