package io.wirebench.check.peers;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigDecimal;
import java.math.BigInteger;
import org.junit.jupiter.api.Test;

class PeerTreesTest {
  private static final JsonNodeFactory N = JsonNodeFactory.instance;

  @Test void taggedFormKeepsNumbersExactAndBytesApartFromStrings() throws Exception {
    ObjectNode tree = N.objectNode();
    tree.put("huge", new BigInteger("12345678901234567890123"));
    tree.put("tenth", new BigDecimal("0.1"));
    tree.put("tiny", 1e-7);
    tree.put("bytes", new byte[] {1, 2, 3});
    tree.put("text", "AQID");
    tree.set("nested", N.arrayNode().add(N.arrayNode().add(1)).add(N.arrayNode()));

    JsonNode tagged = PeerTrees.tagged(tree);
    // through JSON text, as to and from a script
    JsonNode back = PeerTrees.untagged(new ObjectMapper().readTree(tagged.toString()));

    assertThat(tagged.toString()).contains("[\"n\",\"12345678901234567890123\"]", "[\"b\",\"AQID\"]",
        "[\"text\",\"AQID\"]");
    assertThat(back.get("huge").bigIntegerValue()).isEqualTo(new BigInteger("12345678901234567890123"));
    assertThat(back.get("tenth").decimalValue()).isEqualByComparingTo("0.1");
    assertThat(back.get("bytes").isTextual()).as("bytes come back as base64 text, by the convention").isTrue();
    assertThat(PeerTrees.firstDifference(tree, back)).isEmpty();
  }

  @Test void numbersCompareByDecimalValueAndTheFirstDifferenceIsNamed() {
    ObjectNode a = N.objectNode();
    a.set("rows", N.arrayNode().add(N.objectNode().put("n", 1).put("x", 0.1)));
    ObjectNode same = N.objectNode();
    same.set("rows", N.arrayNode().add(N.objectNode().put("x", new BigDecimal("0.100")).put("n", new BigDecimal("1.0"))));
    ObjectNode other = N.objectNode();
    other.set("rows", N.arrayNode().add(N.objectNode().put("n", 1).put("x", new BigDecimal("0.1000000000000000055511151231257827"))));

    assertThat(PeerTrees.firstDifference(a, same)).isEmpty();
    assertThat(PeerTrees.firstDifference(a, other)).hasValueSatisfying(d -> assertThat(d).startsWith("$.rows[0].x:"));
    assertThat(PeerTrees.firstDifference(N.textNode("1"), N.numberNode(1))).isPresent();
    assertThat(PeerTrees.firstDifference(N.arrayNode().add(1), N.arrayNode().add(1).add(2)))
        .hasValue("$: expected 1 elements, got 2");
  }

  @Test void integersComeBackAsTheSmallestFittingNode() {
    assertThat(PeerTrees.number("7").isInt()).isTrue();
    assertThat(PeerTrees.number("9007199254740993").isLong()).isTrue();
    assertThat(PeerTrees.number("-12345678901234567890").isBigInteger()).isTrue();
    assertThat(PeerTrees.number("1e-07").decimalValue()).isEqualByComparingTo("0.0000001");
    assertThat(Double.isNaN(PeerTrees.number("NaN").doubleValue())).isTrue();
  }
}
