// Test fixture: a worker that fails while loading, every time (a broken install, say).
throw new Error('This engine worker cannot start');
