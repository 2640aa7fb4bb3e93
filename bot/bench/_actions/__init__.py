"""The actions bench's parts: Speed races to place into, the per-thread profiler, the split by module."""
