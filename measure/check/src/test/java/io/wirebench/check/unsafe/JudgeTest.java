package io.wirebench.check.unsafe;

import static org.assertj.core.api.Assertions.assertThat;

import io.wirebench.check.Result;
import io.wirebench.records.checks.Outcome;
import java.lang.reflect.Field;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The witnesses work: a matrix whose flag never rises would pass every row. */
class JudgeTest {
  @Test void constructingACanaryIsLogged() {
    CanaryLog.reset();
    assertThat(CanaryLog.instanceEvents()).isEmpty();
    new Canary().setName("x");
    assertThat(CanaryLog.instanceEvents()).containsExactly("constructor", "setter");
    CanaryLog.reset();
    assertThat(CanaryLog.events()).isEmpty();
  }

  @Test void aConstructedCanaryIsInstantiated() {
    Result r = Judge.judge(Canary::new);
    assertThat(r.outcome()).isEqualTo(Outcome.INSTANTIATED);
    assertThat(r.detail()).contains("ran its constructor").contains("a Canary is in the value returned");
  }

  @Test void aCanaryConstructedBeforeAThrowIsStillInstantiated() {
    Result r = Judge.judge(() -> {
      new Canary();
      throw new ClassCastException("not a MediaContent");
    });
    assertThat(r.outcome()).isEqualTo(Outcome.INSTANTIATED);
    assertThat(r.detail()).contains("ran its constructor").contains("then threw java.lang.ClassCastException: not a MediaContent");
  }

  @Test void somethingElseIsRefusedWithWhatCameBack() {
    Result r = Judge.judge(() -> List.of("plain"));
    assertThat(r.outcome()).isEqualTo(Outcome.REFUSED);
    assertThat(r.detail()).startsWith("ignored the type and returned java.util.ImmutableCollections$List12 [plain]");
    Result e = Judge.judge(() -> {
      throw new IllegalArgumentException("Class is not registered");
    });
    assertThat(e.outcome()).isEqualTo(Outcome.REFUSED);
    assertThat(e.detail()).isEqualTo("java.lang.IllegalArgumentException: Class is not registered");
  }

  static volatile Object kept;

  @Test void aCanaryAllocatedWithoutItsConstructorIsFoundInTheValueAndOnTheHeap() throws Exception {
    assertThat(Judge.canariesOnHeap()).as("the class histogram works in this JVM").isGreaterThanOrEqualTo(0);
    kept = null;
    Object silent = allocateWithoutConstructor();
    Result returned = Judge.judge(() -> List.of(new Holder("h", allocateWithoutConstructor())));
    assertThat(returned.outcome()).isEqualTo(Outcome.INSTANTIATED);
    assertThat(returned.detail()).doesNotContain("ran its").contains("a Canary is in the value returned");
    Result hidden = Judge.judge(() -> {
      // kept reachable (not in the value returned): a young collection between the read and the
      // histogram would otherwise take an unreachable canary away before it is counted
      kept = allocateWithoutConstructor();
      throw new IllegalStateException("dropped it");
    });
    assertThat(hidden.outcome()).isEqualTo(Outcome.INSTANTIATED);
    assertThat(hidden.detail()).isEqualTo("1 new Canary on the heap; then threw java.lang.IllegalStateException: dropped it");
    assertThat(silent).isInstanceOf(Canary.class);
  }

  @Test void garbageFromAnEarlierReadCollectedDuringTheReadDoesNotHideANewCanary() throws Exception {
    kept = null;
    for (int i = 0; i < 3; i++) allocateWithoutConstructor(); // unreachable at once
    Result hidden = Judge.judge(() -> {
      System.gc(); // what a young collection in the middle of a real read can do to that garbage
      kept = allocateWithoutConstructor();
      throw new IllegalStateException("dropped it");
    });
    assertThat(hidden.outcome()).isEqualTo(Outcome.INSTANTIATED);
    assertThat(hidden.detail()).startsWith("1 new Canary on the heap");
  }

  /** What Unsafe/Objenesis-based readers do: an instance, none of its code run. */
  private static Object allocateWithoutConstructor() throws Exception {
    Field f = sun.misc.Unsafe.class.getDeclaredField("theUnsafe");
    f.setAccessible(true);
    return ((sun.misc.Unsafe) f.get(null)).allocateInstance(Canary.class);
  }
}
