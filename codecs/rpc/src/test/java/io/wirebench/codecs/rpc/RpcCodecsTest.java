package io.wirebench.codecs.rpc;

import io.wirebench.core.DataSets;
import io.wirebench.testkit.CodecContract;
import java.util.List;

/** corba-cdr, soap and soap-json pass the codec contract like any library. */
class RpcCodecsTest extends CodecContract {
  /**
   * All but measurements-100k: SAAJ builds half a million DOM elements for it, about a minute per
   * round trip on two cores, which alone would double the build's test time. The run's gate proves
   * it before anything is measured ({@code wirebench verify --codecs soap --datasets measurements-100k}).
   */
  @Override protected List<String> dataSets() {
    return DataSets.ids().stream().filter(id -> !id.equals("measurements-100k")).toList();
  }
}
