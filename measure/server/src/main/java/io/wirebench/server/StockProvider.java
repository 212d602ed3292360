package io.wirebench.server;

import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.ext.ContextResolver;
import java.util.List;
import java.util.Locale;
import org.glassfish.jersey.jackson.JacksonFeature;
import org.glassfish.jersey.kryo.KryoFeature;
import org.glassfish.jersey.server.ResourceConfig;

/**
 * The providers users deploy, each in an application of its own on the server (so no provider
 * competes with another for a media type): the rows of the published study.
 */
public enum StockProvider {
  JACKSON("jackson", "Jersey's Jackson provider (jersey-media-json-jackson)", MediaType.APPLICATION_JSON,
      Entities.DATA_SETS) {
    @Override void configure(ResourceConfig rc, ServerConfig config) {
      rc.register(JacksonFeature.class);
      rc.register(new MapperResolver(config.maxDepth()));
      rc.register(ModelResource.Json.class);
    }
  },
  JAXB("jaxb", "Jersey's JAXB provider (jersey-media-jaxb, JAXB RI)", MediaType.APPLICATION_XML, Entities.DATA_SETS) {
    @Override void configure(ResourceConfig rc, ServerConfig config) {
      // Jersey registers its JAXB providers in every application (a forced auto-discoverable)
      rc.register(JaxbResource.class);
    }
  },
  JERSEY_KRYO("jersey-kryo", "Jersey's Kryo module (jersey-media-kryo on Kryo 4.0.3), registration required, "
      + "the model classes registered by a ContextResolver<Kryo>, as its documentation asks",
      StockProvider.KRYO, Entities.DATA_SETS) {
    @Override void configure(ResourceConfig rc, ServerConfig config) {
      rc.register(KryoFeature.class);
      rc.register(new KryoResolver());
      rc.register(ModelResource.Kryo.class);
    }

    @Override boolean needsKryo4() {
      return true;
    }
  },
  CUSTOM("custom", "a Person-specific provider written by hand (DataOutputStream)", PersonBodyProvider.TYPE,
      List.of("person")) {
    @Override void configure(ResourceConfig rc, ServerConfig config) {
      rc.register(new PersonBodyProvider());
      rc.register(PersonResource.Custom.class);
    }
  },
  TEXT("text", "plain text: the resource formats and parses a String, Jersey's String provider", MediaType.TEXT_PLAIN,
      List.of("person")) {
    @Override void configure(ResourceConfig rc, ServerConfig config) {
      rc.register(PersonResource.Text.class);
    }
  };

  /** Kryo's media type, as the {@code kryo} codec declares it. */
  static final String KRYO = "application/x-kryo";

  private final String id;
  private final String description;
  private final String mediaType;
  private final List<String> dataSets;

  StockProvider(String id, String description, String mediaType, List<String> dataSets) {
    this.id = id;
    this.description = description;
    this.mediaType = mediaType;
    this.dataSets = dataSets;
  }

  String id() { return id; }
  String description() { return description; }
  String mediaType() { return mediaType; }
  /** The data sets its resource has methods for. */
  public List<String> dataSets() { return dataSets; }
  /** The context path of its application. */
  String contextPath() { return "/" + id; }

  /** Jersey's Kryo module is built on Kryo 4's KryoPool, which Kryo 5 (the codecs') removed. */
  boolean needsKryo4() {
    return false;
  }

  abstract void configure(ResourceConfig rc, ServerConfig config);

  public static StockProvider of(String id) {
    for (StockProvider p : values()) if (p.id.equals(id)) return p;
    throw new IllegalArgumentException("no stock provider " + id);
  }

  static List<String> ids() {
    return java.util.Arrays.stream(values()).map(StockProvider::id).toList();
  }

  @Override public String toString() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** Jackson's mapper as users configure one for Jersey, with the nesting cap. */
  static final class MapperResolver implements ContextResolver<ObjectMapper> {
    private final ObjectMapper mapper;

    MapperResolver(int maxDepth) {
      mapper = new ObjectMapper();
      mapper.getFactory().setStreamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(maxDepth).build());
    }

    @Override public ObjectMapper getContext(Class<?> type) {
      return mapper;
    }
  }
}
