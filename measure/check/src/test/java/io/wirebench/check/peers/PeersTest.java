package io.wirebench.check.peers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.wirebench.check.Peer;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.msgpack.core.MessageBufferPacker;
import org.msgpack.core.MessagePack;

/**
 * Every registered peer round-trips a tree of awkward values, and the values a library cannot
 * carry are pinned as the library's own errors. Skipped, saying how to install them, where the
 * peers are not installed; .ci/run installs them.
 */
class PeersTest {
  private static final JsonNodeFactory N = JsonNodeFactory.instance;
  static final BigInteger HUGE = new BigInteger("12345678901234567890123"); // beyond 64 bits

  static Stream<Peer> peers() {
    return ServiceLoader.load(Peer.class).stream().map(ServiceLoader.Provider::get)
        .filter(p -> !p.id().equals("python:protobuf") && !p.id().startsWith("fake:"));
  }

  static Peer peer(String id) {
    return ServiceLoader.load(Peer.class).stream().map(ServiceLoader.Provider::get)
        .filter(p -> p.id().equals(id)).findFirst().orElseThrow();
  }

  static void assumeAvailable(Peer p) {
    Optional<String> why = p.unavailable();
    assumeTrue(why.isEmpty(), () -> p.id() + " is unavailable here (" + why.orElse("") + "); "
        + "scripts/install-peers.sh installs the peers, as .ci/run does");
  }

  @Test void theEightPeersAreRegisteredWithWirebenchsFormatNames() {
    Map<String, Object> formats = new TreeMap<>();
    // the interop matrix's tests register a fake peer of their own: not one of the eight
    ServiceLoader.load(Peer.class).forEach(p -> {
      if (!p.id().startsWith("fake:")) formats.put(p.id(), p.formats());
    });
    assertThat(formats).hasToString("{node:cbor-x=[CBOR], node:json=[JSON], node:msgpack=[MessagePack], "
        + "python:bson=[BSON], python:cbor2=[CBOR], python:json=[JSON], python:msgpack=[MessagePack], "
        + "python:protobuf=[Protobuf]}");
  }

  /** Big integers within 64 bits, decimals, unicode beyond the BMP, nested arrays, bytes where the format has them. */
  static ObjectNode awkward(Peer p, boolean withInt64) {
    String format = p.formats().iterator().next();
    ObjectNode t = N.objectNode();
    if (withInt64) {
      t.put("beyond2to53", 9_007_199_254_740_993L);
      t.put("longMax", Long.MAX_VALUE);
      t.put("longMin", Long.MIN_VALUE);
    }
    t.put("small", -7);
    t.set("decimals", N.arrayNode().add(new BigDecimal("0.1")).add(new BigDecimal("1e-7"))
        .add(new BigDecimal("1.5e300")).add(new BigDecimal("-2.5")));
    t.put("unicode", "G clef \uD834\uDD1E, grinning \uD83D\uDE00, \u00e9, \u4e2d, tab\t, quote \", nul \u0000");
    t.set("nested", N.arrayNode().add(N.arrayNode().add(1).add(N.arrayNode().add("two").add(N.arrayNode())))
        .add(N.arrayNode()).add(N.objectNode().put("k", true).putNull("none")));
    t.set("empty", N.objectNode());
    if (!format.equals("JSON")) t.put("bytes", new byte[] {0, 1, (byte) 0xff, 0x7f});
    return t;
  }

  @ParameterizedTest(name = "{0}") @MethodSource("peers")
  void decodesWhatItEncodes(Peer p) throws Exception {
    assumeAvailable(p);
    String format = p.formats().iterator().next();
    // JavaScript's JSON has no integer beyond 2^53 (see the next test)
    ObjectNode tree = awkward(p, !p.id().equals("node:json"));

    byte[] bytes = p.encode(format, "untyped", tree);
    JsonNode back = p.decode(format, "untyped", bytes);

    assertThat(PeerTrees.firstDifference(tree, back)).as(p.id() + " round trip of " + tree).isEmpty();
    assertThat(p.version()).matches(p.id().startsWith("python") ? "Python 3\\.\\d+\\.\\d+, \\S+ \\d+\\.\\d+\\.\\d+"
        : "Node\\.js \\d+\\.\\d+\\.\\d+, (JSON \\(V8 .*\\)|\\S+ \\d+\\.\\d+\\.\\d+)");
  }

  /** What each library does with integers it cannot carry: pinned, so a changed library shows up. */
  @ParameterizedTest(name = "{0}") @MethodSource("peers")
  void integersBeyondTheFormatAreTheLibrarysOwnError(Peer p) throws Exception {
    assumeAvailable(p);
    String format = p.formats().iterator().next();
    String expectedError = Map.of(
        "python:msgpack", "Integer value out of range",
        "python:bson", "MongoDB can only handle up to 8-byte ints",
        "node:json", "Do not know how to serialize a BigInt").get(p.id());
    ObjectNode tree = N.objectNode().put("huge", HUGE);
    if (p.id().equals("node:json")) tree = N.objectNode().put("beyond2to53", 9_007_199_254_740_993L);
    if (p.id().equals("node:msgpack")) { // no error: writes the low 64 bits as a uint64
      JsonNode back = p.decode(format, "untyped", p.encode(format, "untyped", tree));
      assertThat(back.get("huge").bigIntegerValue()).isEqualTo(HUGE.mod(BigInteger.TWO.pow(64)));
      return;
    }
    if (expectedError == null) { // JSON in Python, and CBOR's bignum tags in both runtimes
      assertThat(PeerTrees.firstDifference(tree, p.decode(format, "untyped", p.encode(format, "untyped", tree))))
          .isEmpty();
      return;
    }
    ObjectNode t = tree;
    assertThatThrownBy(() -> p.encode(format, "untyped", t)).isInstanceOf(PeerException.class)
        .hasMessageStartingWith(p.id() + " encode: ").hasMessageContaining(expectedError);
  }

  @Test void nodeJsonParseRoundsIntegersBeyond2to53WithoutAnError() throws Exception {
    Peer p = peer("node:json");
    assumeAvailable(p);
    JsonNode back = p.decode("JSON", "untyped", "{\"id\":9007199254740993,\"big\":12345678901234567890123}".getBytes());
    assertThat(back.get("id").decimalValue()).isEqualByComparingTo("9007199254740992");
    assertThat(back.get("big").decimalValue()).isEqualByComparingTo("1.2345678901234568e22");
  }

  /** msgpack-core (the msgpack-core codec's library) writes; Python and Node.js read. */
  @Test void pythonAndNodeMsgpackReadMsgpackCoresBytes() throws Exception {
    MessageBufferPacker pk = MessagePack.newDefaultBufferPacker();
    pk.packMapHeader(5);
    pk.packString("id").packLong(Long.MAX_VALUE);
    pk.packString("name").packString("Zo\u00eb \uD83D\uDE00");
    pk.packString("raw").packBinaryHeader(3).writePayload(new byte[] {1, 2, 3});
    pk.packString("ratio").packDouble(0.1);
    pk.packString("rows").packArrayHeader(2).packInt(1).packArrayHeader(1).packNil();
    pk.close();
    byte[] bytes = pk.toByteArray();
    ObjectNode expected = N.objectNode().put("id", Long.MAX_VALUE).put("name", "Zo\u00eb \uD83D\uDE00")
        .put("raw", "AQID").put("ratio", 0.1);
    expected.set("rows", N.arrayNode().add(1).add(N.arrayNode().addNull()));

    List<String> ran = new ArrayList<>();
    for (String id : List.of("python:msgpack", "node:msgpack")) {
      Peer p = peer(id);
      if (p.unavailable().isPresent()) continue;
      assertThat(PeerTrees.firstDifference(expected, p.decode("MessagePack", "untyped", bytes))).as(id).isEmpty();
      ran.add(id);
    }
    assumeTrue(ran.contains("python:msgpack"), "python:msgpack is unavailable here; scripts/install-peers.sh installs it");
  }

  @Test void aPeerRefusesAFormatItDoesNotSpeak() {
    Peer p = peer("python:cbor2");
    assertThatThrownBy(() -> p.encode("JSON", "person", N.objectNode()))
        .isInstanceOf(IllegalArgumentException.class).hasMessage("python:cbor2 reads and writes CBOR, not JSON");
  }
}
