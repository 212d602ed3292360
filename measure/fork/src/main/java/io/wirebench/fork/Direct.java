package io.wirebench.fork;

import com.dslplatform.json.DslJson;
import com.dslplatform.json.JsonWriter;
import com.dslplatform.json.runtime.Settings;
import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.google.gson.Gson;
import io.wirebench.codecs.schema.proto.Pb;
import io.wirebench.core.DataSets;
import io.wirebench.core.Target;
import io.wirebench.core.model.Measurement;
import io.wirebench.core.model.Measurements;
import io.wirebench.records.Operation;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Libraries called directly, with no wirebench layer: the style of the published JMH suites
 * ({@code gson.toJson(obj)}, {@code mapper.writeValueAsString(obj)}, ...), each library set up as
 * its codec is (a default {@code Gson}, a default {@code ObjectMapper}, DSL-JSON's generated
 * converters with a reused {@code JsonWriter}, Kryo with registration and a reused 4 KB
 * {@code Output}, protobuf's generated classes with the model converted in the timed code, as the
 * protobuf codec does). {@code wirebench overhead} runs these beside the codec path in one
 * interleaved run; a gap between the two is a harness bug until shown otherwise.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(java.util.concurrent.TimeUnit.SECONDS)
public class Direct {
  /** The codecs with a direct benchmark, and the target their codec path is compared on. */
  public static final Map<String, Target> TARGETS = Operation.DIRECT_TARGETS;

  /** The data set the direct benchmarks are written for (the typed ones need its class). */
  public static final String DATASET = "measurements-1k";

  /** The libraries, set up once per fork. */
  @State(Scope.Benchmark)
  public static class Libraries {
    @Param("gson")
    public String codec;

    @Param(DATASET)
    public String dataset;

    Measurements value;
    String json;
    byte[] dslBytes;
    byte[] kryoBytes;
    byte[] protoBytes;
    final Gson gson = new Gson();
    final ObjectMapper mapper = new ObjectMapper();
    final DslJson<Object> dsl = new DslJson<>(Settings.basicSetup());
    JsonWriter dslWriter;
    final Kryo kryo = new Kryo();
    final Output output = new Output(4096, -1);
    final Input input = new Input();

    @Setup
    public void setUp() throws IOException {
      value = (Measurements) DataSets.require(dataset).value();
      json = mapper.writeValueAsString(value);
      dslWriter = dsl.newWriter();
      dsl.serialize(dslWriter, value);
      dslBytes = dslWriter.toByteArray();
      kryo.setRegistrationRequired(true);
      kryo.register(ArrayList.class);
      kryo.register(Measurements.class);
      kryo.register(Measurement.class);
      kryo.register(Measurement.Type.class);
      output.reset();
      kryo.writeObject(output, value);
      kryoBytes = output.toBytes();
      protoBytes = toProto(value).toByteArray();
    }
  }

  @Benchmark
  public String gsonWrite(Libraries l) {
    return l.gson.toJson(l.value);
  }

  @Benchmark
  public Object gsonRead(Libraries l) {
    return l.gson.fromJson(l.json, Measurements.class);
  }

  @Benchmark
  public String jacksonDatabindWrite(Libraries l) throws IOException {
    return l.mapper.writeValueAsString(l.value);
  }

  @Benchmark
  public Object jacksonDatabindRead(Libraries l) throws IOException {
    return l.mapper.readValue(l.json, Measurements.class);
  }

  @Benchmark
  public byte[] dslJsonWrite(Libraries l) throws IOException {
    JsonWriter w = l.dslWriter;
    w.reset();
    l.dsl.serialize(w, l.value);
    return w.toByteArray();
  }

  @Benchmark
  public Object dslJsonRead(Libraries l) throws IOException {
    return l.dsl.deserialize(Measurements.class, l.dslBytes, l.dslBytes.length);
  }

  @Benchmark
  public byte[] kryoWrite(Libraries l) {
    l.output.reset();
    l.kryo.writeObject(l.output, l.value);
    return l.output.toBytes();
  }

  @Benchmark
  public Object kryoRead(Libraries l) {
    l.input.setBuffer(l.kryoBytes);
    return l.kryo.readObject(l.input, Measurements.class);
  }

  @Benchmark
  public byte[] protobufWrite(Libraries l) {
    return toProto(l.value).toByteArray();
  }

  @Benchmark
  public Object protobufRead(Libraries l) throws IOException {
    Pb.Measurements p = Pb.Measurements.parseFrom(l.protoBytes);
    List<Measurement> items = new ArrayList<>(p.getItemsCount());
    Measurement.Type[] types = Measurement.Type.values();
    for (Pb.Measurement i : p.getItemsList()) {
      items.add(new Measurement(i.getMeasurementId(), i.getDuration(), i.getTime(), types[i.getTypeValue() - 1]));
    }
    return new Measurements(items);
  }

  static Pb.Measurements toProto(Measurements m) {
    Pb.Measurements.Builder b = Pb.Measurements.newBuilder();
    for (Measurement i : m.getItems()) {
      b.addItems(Pb.Measurement.newBuilder().setMeasurementId(i.getMeasurementId()).setDuration(i.getDuration())
          .setTime(i.getTime()).setTypeValue(i.getType().ordinal() + 1)); // 0 is proto3's unset
    }
    return b.build();
  }
}
